import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../server/cms/schema';

/**
 * The names of the report categories. The category list belongs to the form's part; until its table
 * answers, the names of the damage form's categories and of the base list a town recognises.
 */
const NAMEN: Record<string, string> = {
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

export async function kategorieNamen(_db: Kysely<Database> | Transaction<Database>): Promise<Namen> {
  return (schluessel) => NAMEN[schluessel] ?? schluessel;
}
