import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../server/cms/schema';

/**
 * The names of the report categories: the form's part keeps them (`meldekategorie`, ADR 54), and the
 * desk may rename one. Reports filed under the damage form's categories of earlier releases keep the
 * names these had.
 */
const FRUEHERE: Record<string, string> = {
  'strassen-wege': 'Straßen und Wege',
  beleuchtung: 'Straßenbeleuchtung',
  verkehrszeichen: 'Verkehrszeichen und Ampeln',
  muell: 'Müll und wilde Ablagerung',
  spielplaetze: 'Spielplätze',
  gruenflaechen: 'Grünflächen und Bäume',
  winterdienst: 'Winterdienst',
  gewaesser: 'Gewässer',
  sonstiges: 'Sonstiges',
  strassenbeleuchtung: 'Straßenbeleuchtung',
  strassenschaden: 'Straßen- oder Gehwegschaden',
  spielplatz: 'Spielplatz',
  baum: 'Baum oder Grünfläche',
};

export type Namen = (schluessel: string) => string;

export async function kategorieNamen(db: Kysely<Database> | Transaction<Database>): Promise<Namen> {
  const rows = await db.selectFrom('meldekategorie').select(['schluessel', 'name']).execute();
  const namen = new Map(rows.map((r) => [r.schluessel, r.name]));
  return (schluessel) => namen.get(schluessel) ?? FRUEHERE[schluessel] ?? schluessel;
}
