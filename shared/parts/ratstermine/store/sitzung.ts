/**
 * Planned duration of a meeting in hours. Meetings are announced with their start only and end when
 * the agenda is done; calendar entries need an end, so they get this planned one (documented in
 * docs/openapi.json as `ende_geplant`).
 */
export function geplanteDauer(gremium: string): number {
  return gremium === 'Gemeinderat' ? 3 : 2;
}

/** Berlin wall clock plus whole hours, as wall clock ('2026-12-15T18:30' + 3 → '2026-12-15T21:30'). */
export function addHours(datum: string, hours: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(datum);
  if (!m) return datum;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]) + hours, Number(m[5])));
  return t.toISOString().slice(0, 16);
}

/**
 * 'Sitzung des Gemeinderats', 'Sitzung des Technischen Ausschusses', 'Sitzung des Ortschaftsrats
 * Bombach': the genitive of the usual names of councils and committees; other names are quoted.
 */
export function sitzungTitel(gremium: string): string {
  let changed = false;
  const genitive = gremium
    .split(' ')
    .map((word, i, words) => {
      if (/^\p{Lu}\p{Ll}+er$/u.test(word) && i < words.length - 1) {
        changed = true;
        return `${word.slice(0, -2)}en`; // Technischer Ausschuss → Technischen Ausschusses
      }
      if (/rat$/.test(word)) {
        changed = true;
        return `${word}s`;
      }
      if (/ausschuss$/i.test(word)) {
        changed = true;
        return `${word}es`;
      }
      return word;
    })
    .join(' ');
  return changed ? `Sitzung des ${genitive}` : `Sitzung: ${gremium}`;
}
