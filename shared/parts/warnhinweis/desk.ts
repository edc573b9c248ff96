import { deskArt } from '../../desk/kind';
import { LINK_MUSTER, VON_HINWEIS } from '../../desk/felder';
import { page } from '../../routing/page';

/** The warning banner on the editorial desk (its adapter: store/redaktion.ts). It has no page of its own: its preview shows the banner. */
export const warnhinweisArt = deskArt({
  name: 'warnhinweis',
  titel: 'Warnhinweise',
  einzahl: 'der Warnhinweis',
  wort: 'Warnhinweis',
  beschreibung: 'Ein dringender Hinweis im Kopf jeder Seite (Unwetter, Hochwasser, Ausfall der Wasserversorgung), solange er gültig ist.',
  von: 'gueltig_von',
  bis: 'gueltig_bis',
  felder: [
    { name: 'titel', label: 'Überschrift', typ: 'text', pflicht: true, max: 120 },
    { name: 'text', label: 'Hinweis', typ: 'textarea', pflicht: true, max: 400, hinweis: 'Kurz und klar: was ist, was ist zu tun.' },
    { name: 'link', label: 'Mehr Informationen (Adresse)', typ: 'text', max: 500, muster: LINK_MUSTER },
    { name: 'gueltig_von', label: 'Gültig ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
    { name: 'gueltig_bis', label: 'Gültig bis', typ: 'datumzeit', pflicht: true, hinweis: 'Danach verschwindet der Hinweis von selbst.' },
  ],
  vorschau: { warnhinweis: page('parts/warnhinweis/WarnhinweisVorschauPage', () => import('./WarnhinweisVorschauPage')) },
});
