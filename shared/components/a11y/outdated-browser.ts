/**
 * Spec §2.8: full-screen notice for browsers that cannot run the client bundle (ES2020 modules:
 * Chrome 87, Firefox 78, Safari 15 and newer, see CLIENT_TARGET in scripts/build.ts).
 *
 * The notice is plain server HTML outside React's root, hidden; two tiny inline scripts show it:
 * - `<script nomodule>` runs only in browsers without ES modules, at once;
 * - a classic script shows it on 'load' unless an inline `<script type="module">` written with ES2020
 *   syntax (`?.`, `??`) has set a flag, so module browsers that cannot parse ES2020 get it as well.
 * Without JavaScript nothing is shown (the server HTML works without it anyway). The scripts are ES3
 * on purpose: they must run in the browsers they detect.
 */
export const OUTDATED_ID = 'st-veraltet';
/** Set by the module check; read by tests. */
export const MODERN_FLAG = 'stModern';
/** Shows the notice; global so that the nomodule script and tests can call it. */
export const SHOW_FUNCTION = 'stVeraltet';

export const OUTDATED_BROWSER_HTML = [
  `<section id="${OUTDATED_ID}" class="st-outdated" aria-labelledby="${OUTDATED_ID}-titel" hidden>`,
  '<div class="st-outdated__box">',
  `<h2 class="st-outdated__title" id="${OUTDATED_ID}-titel">Ihr Browser ist veraltet</h2>`,
  '<p>Diese Website nutzt Techniken, die Ihr Browser nicht unterstützt. Sie können die Seiten lesen, manche Funktionen fehlen aber. ',
  'Ein aktueller Browser ist außerdem sicherer: Er erhält Sicherheitsupdates, die Ihr Browser nicht mehr bekommt.</p>',
  '<p class="st-outdated__actions">',
  '<a class="st-outdated__update" href="https://www.whatbrowser.org/">Browser aktualisieren<span class="st-visually-hidden"> (externe Seite mit Hinweisen zum Aktualisieren)</span></a> ',
  '<button type="button" class="st-outdated__close">Hinweis schließen</button>',
  '</p>',
  '</div>',
  '</section>',
].join('');

/** The three inline scripts, each with the request's CSP nonce (already HTML-escaped). */
export function outdatedBrowserScripts(nonce: string): string {
  const show =
    `(function(){var w=window,d=document;w.${SHOW_FUNCTION}=function(){var n=d.getElementById('${OUTDATED_ID}');if(!n)return;` +
    `n.removeAttribute('hidden');n.style.display='block';` +
    `var b=n.getElementsByTagName('button')[0];if(b)b.onclick=function(){n.style.display='none';var t=d.getElementById('seitenanfang');if(t&&t.focus)t.focus()}};` +
    `w.addEventListener&&w.addEventListener('load',function(){if(!w.${MODERN_FLAG})w.${SHOW_FUNCTION}()})})()`;
  return [
    `<script nonce="${nonce}">${show}</script>`,
    `<script nomodule nonce="${nonce}">document.addEventListener&&document.addEventListener('DOMContentLoaded',window.${SHOW_FUNCTION})</script>`,
    `<script type="module" nonce="${nonce}">window.${MODERN_FLAG}=window?.document!=null??!1</script>`,
  ].join('');
}
