import { angezeigt, formularFor, sichtbareFelder, type FormularDef } from '../formulare/definitions';
import { EINGANG_STATUS_TITEL, VORGANG_TITEL, type EingangStatus, type Vorgang } from '../values';
import { TOWN } from '../../../site/town';
import { berlinNow } from '../../../format/date';

/**
 * What the inbox's e-mail and the CSV export say about a submission: its fields with the form's
 * labels and the values as the form showed them.
 */

/** 'TT.MM.JJJJ, HH:mm Uhr' of an ISO instant, in Berlin time. */
export function zeitText(iso: string): string {
  const t = berlinNow(new Date(iso));
  const [d, hm] = t.split('T');
  const [y, m, day] = (d ?? '').split('-');
  return `${day}.${m}.${y}, ${hm} Uhr`;
}

/** Label and shown value of each filled field, in the form's order. */
export function angaben(def: FormularDef, felder: Readonly<Record<string, string>>): { label: string; wert: string }[] {
  const out: { label: string; wert: string }[] = [];
  for (const f of sichtbareFelder(def)) {
    const v = angezeigt(f, felder);
    if (v) out.push({ label: f.label, wert: v });
  }
  if (def.bild && felder.logo)
    out.push({ label: def.bild.label, wert: felder.logo === 'neu' ? 'neu hochgeladen (im Eingangskorb des Intranets)' : 'unverändert' });
  if (felder.grund) out.push({ label: 'Begründung', wert: felder.grund });
  return out;
}

/** The notification to the office (ADR 14): subject and plain text. */
export function mail(
  art: string,
  referenz: string,
  felder: Readonly<Record<string, string>>,
  o: { erstellt: string; fotos: number; herkunft: string; vorgang?: Vorgang | null },
): { betreff: string; text: string } {
  const def = formularFor(art)!;
  const kurz = def.kurz(felder).replace(/\s+/g, ' ').trim();
  const vorgang = o.vorgang ? `${VORGANG_TITEL[o.vorgang]}: ` : '';
  const betreff = [...`${def.titel} ${referenz}: ${vorgang}${kurz}`].slice(0, 180).join('');
  const lines = [
    `Neuer Eingang über die Website der Stadt ${TOWN.name}: ${def.titel}${o.vorgang ? ` (${VORGANG_TITEL[o.vorgang]}, bitte im Intranet prüfen und freigeben)` : ''}`,
    '',
    `Vorgangsnummer: ${referenz}`,
    `Eingegangen: ${zeitText(o.erstellt)}`,
    '',
    ...angaben(def, felder).flatMap(({ label, wert }) => (wert.includes('\n') ? [`${label}:`, wert, ''] : [`${label}: ${wert}`])),
  ];
  if (o.fotos && !def.bild) lines.push(`Fotos: ${o.fotos} (im Eingangskorb des Intranets)`);
  lines.push('', `Bearbeiten im Intranet: ${o.herkunft}/intranet/eingaenge/${referenz}`, '', 'Diese E-Mail wurde automatisch erstellt.');
  return { betreff, text: `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n` };
}

export const statusText = (s: string) => EINGANG_STATUS_TITEL[s as EingangStatus] ?? s;
