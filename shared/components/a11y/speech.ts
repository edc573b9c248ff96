/**
 * Reading aloud with the browser's speech synthesis: the main content (the page's 'Vorlesen'), or one
 * item (a download, a link: SpeakButton). Loaded on the first click of a read-aloud button, never with
 * the page. One reading at a time: starting one ends the one before, whose button switches back.
 */

/** Not read: navigation, sidebars, the image carousel, controls, hidden content and the read-aloud bar. */
const SKIP =
  'nav,aside,button,select,textarea,input,script,style,noscript,template,svg,img,picture,video,audio,iframe,[hidden],[aria-hidden="true"],.st-readaloud,.st-sidebar,.st-breadcrumb,.st-hero';
/** Chromium stops long utterances after about 15 seconds; shorter ones are queued instead. */
const MAX_CHUNK = 220;

let run = 0;
/** The reading under way: told when it is ended by another one or by stopReading. */
let active: (() => void) | null = null;

/** The readable text of `root`, one entry per block on screen (heading, paragraph, list item …). */
export function readableText(root: HTMLElement): string[] {
  const display = new Map<Element, string>();
  const displayOf = (el: Element) => {
    let d = display.get(el);
    if (d === undefined) display.set(el, (d = getComputedStyle(el).display));
    return d;
  };
  const blockOf = (node: Node) => {
    let el = node.parentElement;
    while (el && el !== root && displayOf(el).startsWith('inline')) el = el.parentElement;
    return el;
  };
  const blocks: string[] = [];
  let current: Element | null = null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node instanceof Element && (node.matches(SKIP) || displayOf(node) === 'none') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeName === 'BR' && blocks.length) blocks[blocks.length - 1] += ' ';
    if (node.nodeType !== Node.TEXT_NODE) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    if (!text.trim()) continue;
    const block = blockOf(node);
    if (block !== current || !blocks.length) blocks.push(text);
    else blocks[blocks.length - 1] += text;
    current = block;
  }
  return blocks.map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The blocks as one text (a heading gets a full stop, so the voice pauses), cut into pieces of at most
 * MAX_CHUNK characters, at sentence ends where possible. A full stop followed by a space ends a
 * sentence; dates and addresses such as 19.11.2026 or beispiel.de stay whole.
 */
export function speechChunks(blocks: string[]): string[] {
  const text = blocks.map((b) => (/[.!?:;]$/.test(b) ? b : `${b}.`)).join(' ');
  const sentences: string[] = [];
  const end = /[.!?]+\s+/g;
  let start = 0;
  for (let m = end.exec(text); m; m = end.exec(text)) {
    sentences.push(text.slice(start, (start = m.index + m[0].length)));
  }
  if (start < text.length) sentences.push(text.slice(start));
  const chunks: string[] = [];
  let chunk = '';
  for (const s of sentences) {
    if ((chunk + s).trim().length <= MAX_CHUNK) {
      chunk += s;
      continue;
    }
    if (chunk.trim()) chunks.push(chunk.trim());
    chunk = '';
    let rest = s.trim();
    while (rest.length > MAX_CHUNK) {
      const cut = rest.lastIndexOf(' ', MAX_CHUNK);
      const at = cut > 0 ? cut : MAX_CHUNK;
      chunks.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    chunk = `${rest} `;
  }
  if (chunk.trim()) chunks.push(chunk.trim());
  return chunks;
}

/** Reads `root` in German; `onEnd` runs once when it finished or failed. Returns false when there is nothing to read. */
export function readAloud(root: HTMLElement, onEnd: () => void): boolean {
  return speak(speechChunks(readableText(root)), onEnd);
}

/** Reads a text in German (an item: its name, description, file type); like readAloud otherwise. */
export function readText(text: string, onEnd: () => void): boolean {
  return speak(speechChunks([text.replace(/\s+/g, ' ').trim()].filter(Boolean)), onEnd);
}

/**
 * Begins a reading whose text is still on its way (a document's text): it ends any other reading at
 * once, and it is ended like a reading (a reading started meanwhile, or stopReading, runs `onEnd`).
 * Answers whether it is still the current one, to ask before reading the text with readText.
 */
export function beginReading(onEnd: () => void): () => boolean {
  stopReading();
  const mine = run;
  active = () => {
    if (mine !== run) return;
    run++;
    active = null;
    onEnd();
  };
  return () => mine === run;
}

function speak(chunks: string[], onEnd: () => void): boolean {
  const synth = window.speechSynthesis;
  stopReading();
  const mine = run;
  if (!chunks.length) return false;
  // A German voice where the system has one; lang alone lets the browser pick otherwise.
  const voice = synth.getVoices().find((v) => /^de([-_]|$)/i.test(v.lang));
  const done = () => {
    if (mine !== run) return;
    run++;
    active = null;
    onEnd();
  };
  active = done;
  chunks.forEach((text, i) => {
    const u = new SpeechSynthesisUtterance(text);
    u.lang = 'de-DE';
    if (voice) u.voice = voice;
    u.onerror = done;
    if (i === chunks.length - 1) u.onend = done;
    synth.speak(u);
  });
  return true;
}

/** Ends the reading under way; its onEnd runs (its button switches back). */
export function stopReading(): void {
  const ending = active;
  active = null;
  ending?.();
  run++;
  window.speechSynthesis.cancel();
}
