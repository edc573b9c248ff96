/**
 * The content of the add-to-home-screen banner (spec §2.8), loaded by InstallBanner only when there is
 * something to offer. Plain DOM: the text is static, the actions come from InstallBanner.
 */
import { TOWN } from '../../site/town';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TEXT = {
  prompt: 'Legen Sie die Website der Stadt auf Ihren Startbildschirm – ohne App-Store.',
  ios: 'Tippen Sie in Safari auf das Teilen-Symbol und dann auf „Zum Home-Bildschirm“.',
};

/** Safari on an iPhone or iPad, not already running as the installed app (nor Chrome, Firefox, Edge on iOS). */
export function iosSafariInBrowser(): boolean {
  const ua = navigator.userAgent;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone || matchMedia('(display-mode: standalone)').matches;
  return /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua) && !standalone;
}

export interface InstallActions {
  install(): void;
  never(): void;
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

export function showInstallOffer(region: HTMLElement, kind: 'prompt' | 'ios', actions: InstallActions): void {
  const box = document.createElement('section');
  box.className = 'st-install__box st-container';
  box.setAttribute('aria-labelledby', 'st-install-titel');
  box.innerHTML = `<p class="st-install__text"><strong id="st-install-titel">${escapeText(TOWN.name)} als App</strong> ${TEXT[kind]}</p><p class="st-install__actions"></p>`;
  const row = box.lastElementChild as HTMLElement;
  if (kind === 'prompt') row.append(button('Installieren', 'st-button', actions.install));
  row.append(button('Nicht mehr anzeigen', 'st-button st-button--secondary', actions.never));
  region.replaceChildren(box);
}
