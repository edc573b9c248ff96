import { angezeigt, formularFor, sichtbareFelder, type FormularDef } from '../formulare/definitions';
import { EINGANG_STATUS_TITEL, VORGANG_TITEL, type EingangStatus, type Vorgang } from '../values';
import { TOWN } from '../../../site/town';
import { berlinNow } from '../../../format/date';
import { renderMail } from '../../../../server/cms/mail/render';

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

/**
 * The confirmation to the person who sent a form and left an e-mail address (ADR 49): the reference
 * number, what happens next, and a copy of everything they sent, as text and HTML. Answers go to the
 * office the submission went to.
 */
export function bestaetigung(
  def: FormularDef,
  referenz: string,
  felder: Readonly<Record<string, string>>,
  o: { erstellt: string; fotos: number; herkunft: string },
): { betreff: string; text: string; html: string } {
  const name = felder.name?.trim();
  const copy = angaben(def, felder);
  if (o.fotos && !def.bild) copy.push({ label: 'Fotos', wert: String(o.fotos) });
  const { text, html } = renderMail(TOWN, {
    title: def.dank.titel,
    paragraphs: [
      name ? `Guten Tag ${name},` : 'Guten Tag,',
      `${def.dank.text} Eingegangen am ${zeitText(o.erstellt)}.`,
      `Ihre Vorgangsnummer ist ${referenz}. Bitte geben Sie sie an, wenn Sie sich dazu an uns wenden. Sie können auf diese E-Mail antworten.`,
      ...def.dank.danach.filter((d) => !/Vorgangsnummer/.test(d)),
      'Das haben Sie uns geschickt:',
    ],
    facts: [{ label: 'Vorgangsnummer', value: referenz }, ...copy.map((a) => ({ label: a.label, value: a.wert }))],
    links: [{ label: 'Datenschutzhinweise', href: '/rathaus/datenschutz/' }],
    footer: [
      `Sie erhalten diese E-Mail, weil diese Adresse im Formular „${def.titel}“ auf unserer Website angegeben wurde. Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; wir schreiben Ihnen nur zu diesem Vorgang.`,
    ],
    origin: o.herkunft,
  });
  return { betreff: [...`Eingangsbestätigung ${referenz}: ${def.titel}`].slice(0, 180).join(''), text, html };
}

/** Staff's answer to the citizen (ADR 49): their text as written, the reference number, the town's frame. */
export function antwort(referenz: string, betreff: string, text: string, herkunft: string): { betreff: string; text: string; html: string } {
  const rendered = renderMail(TOWN, {
    title: betreff,
    paragraphs: text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    facts: [{ label: 'Ihre Vorgangsnummer', value: referenz }],
    footer: ['Sie können auf diese E-Mail antworten. Bitte geben Sie dabei Ihre Vorgangsnummer an.'],
    origin: herkunft,
  });
  return { betreff: [...`${betreff} (${referenz})`].slice(0, 200).join(''), ...rendered };
}
