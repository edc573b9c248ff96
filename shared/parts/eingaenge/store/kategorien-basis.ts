import type { SeedWork } from '../../../../server/cms/seed/step';

/**
 * The categories of the damage report every town starts with (ADR 54): the ones a town hall in
 * Baden-Württemberg sorts its reports into. A new town has them without an office: it names each
 * category's office on the desk (kind `meldekategorien`); until then reports go to the town hall's
 * address of the town file.
 */
export const MELDEKATEGORIEN: ReadonlyArray<{ schluessel: string; name: string; beschreibung: string }> = [
  {
    schluessel: 'strassen-wege',
    name: 'Straßen und Wege',
    beschreibung: 'Schlaglöcher, lose Platten, beschädigte Geh- und Radwege, Bordsteine und Gullydeckel.',
  },
  {
    schluessel: 'beleuchtung',
    name: 'Straßenbeleuchtung',
    beschreibung: 'Dunkle, flackernde oder tagsüber brennende Straßenleuchten. Die Nummer am Mast hilft.',
  },
  { schluessel: 'verkehrszeichen', name: 'Verkehrszeichen und Ampeln', beschreibung: 'Umgefahrene, verdrehte oder verdeckte Schilder und gestörte Ampeln.' },
  { schluessel: 'muell', name: 'Müll und wilde Ablagerung', beschreibung: 'Abgestellter Sperrmüll, Bauschutt, volle Abfalleimer und wilde Ablagerungen.' },
  { schluessel: 'spielplaetze', name: 'Spielplätze', beschreibung: 'Beschädigte Spielgeräte, Scherben oder Gefahren auf Spielplätzen.' },
  { schluessel: 'gruenflaechen', name: 'Grünflächen und Bäume', beschreibung: 'Umgestürzte Bäume, abgebrochene Äste, zugewachsene Wege und Schäden in Parks.' },
  { schluessel: 'winterdienst', name: 'Winterdienst', beschreibung: 'Nicht geräumte oder gestreute Straßen und Wege der Stadt.' },
  { schluessel: 'gewaesser', name: 'Gewässer', beschreibung: 'Verstopfte Durchlässe, Verunreinigungen und Schäden an Bächen und Ufern.' },
  { schluessel: 'sonstiges', name: 'Sonstiges', beschreibung: 'Alles andere im öffentlichen Raum.' },
];

export const work: SeedWork = {
  async run(ctx) {
    const geaendert = ctx.now.toISOString();
    await ctx.db
      .insertInto('meldekategorie')
      .values(MELDEKATEGORIEN.map((k, i) => ({ ...k, amt_id: null, reihenfolge: (i + 1) * 10, aktiv: 1, sichtbar_ab: null, geaendert })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
