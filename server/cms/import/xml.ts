/**
 * A small element tree from XML, read with sax: every element with its local name, namespace,
 * attributes (by local name), text and the line it starts on, children always as a list.
 *
 * Why a tree of our own over sax and not an XML-to-object converter: XZuFi's elements repeat or
 * not at will (one `schreibe` or fifty, one `inhalt` per language), and a converter turns a single
 * child into an object and several into an array; here a child list is a list. Namespaces are read
 * from their URIs, so any prefix works. sax never loads a DTD or expands entities declared in one
 * (no external entities, no "billion laughs"); a DOCTYPE is refused outright.
 */
import sax from 'sax';
import { DEFAULT_MAX_BYTES, ImportError, inputText } from './errors';

export interface XmlElement {
  name: string;
  ns: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA (not its children's), as written. */
  text: string;
  /** 1-based line of the start tag. */
  line: number;
}

const MAX_DEPTH = 64;

/** sax's reasons in German, for the ones a damaged file gives most. */
const REASONS: [RegExp, string][] = [
  [/^Unclosed root tag/, 'das Wurzelelement wird nicht geschlossen'],
  [/^Unexpected end/, 'die Datei endet mitten in einem Element'],
  [/^Unexpected close tag/, 'ein schließendes Tag passt nicht zum geöffneten'],
  [/^Unmatched closing tag/, 'ein schließendes Tag ohne geöffnetes'],
  [/^Text data outside of root node/, 'Text außerhalb des Wurzelelements'],
  [/^Non-whitespace before first tag/, 'Text vor dem ersten Element'],
  [/^Invalid character entity/, 'ungültiges Zeichen-Entity'],
  [/^Invalid characters in closing tag/, 'ungültige Zeichen in einem schließenden Tag'],
  [/^Unquoted attribute value/, 'ein Attributwert ohne Anführungszeichen'],
  [/^Attribute without value/, 'ein Attribut ohne Wert'],
  [/^Unbound namespace prefix/, 'ein Namensraum-Präfix ohne Deklaration'],
];

function german(reason: string): string {
  return REASONS.find(([re]) => re.test(reason))?.[1] ?? reason;
}

/** The root element of an XML document; `ImportError` with the line when it is not well-formed. */
export function readXml(input: string | Uint8Array, maxBytes = DEFAULT_MAX_BYTES): XmlElement {
  const text = inputText(input, maxBytes);
  const parser = sax.parser(true, { xmlns: true, position: true, trim: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: ImportError | null = null;
  const fail = (e: ImportError) => {
    failure ??= e;
  };
  parser.onerror = (err) => {
    const reason = german(err.message.split('\n')[0] ?? err.message);
    // The first error is the one to show; sax throws it again at close (caught below).
    fail(new ImportError('format', `Die Datei ist kein wohlgeformtes XML (${reason}).`, { line: parser.line + 1 }, { cause: err }));
  };
  parser.ondoctype = () => fail(new ImportError('format', 'Eine DOCTYPE-Deklaration ist in XZuFi nicht erlaubt.', { line: parser.line + 1 }));
  parser.onopentag = (tag) => {
    const t = tag as sax.QualifiedTag;
    const el: XmlElement = {
      name: t.local,
      ns: t.uri,
      attributes: Object.fromEntries(
        Object.values(t.attributes)
          .filter((a) => a.prefix !== 'xmlns' && a.name !== 'xmlns')
          .map((a) => [a.local, a.value]),
      ),
      children: [],
      text: '',
      line: parser.line + 1,
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(el);
    else root ??= el;
    stack.push(el);
    if (stack.length > MAX_DEPTH) fail(new ImportError('format', `Die Elemente sind tiefer als ${MAX_DEPTH} Ebenen verschachtelt.`, { line: el.line }));
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  parser.ontext = (t) => {
    const el = stack.at(-1);
    if (el) el.text += t;
  };
  parser.oncdata = (t) => {
    const el = stack.at(-1);
    if (el) el.text += t;
  };
  try {
    parser.write(text).close();
  } catch (err) {
    fail(
      new ImportError(
        'format',
        `Die Datei ist kein wohlgeformtes XML (${err instanceof Error ? err.message.split('\n')[0] : String(err)}).`,
        { line: parser.line + 1 },
        { cause: err },
      ),
    );
  }
  if (failure) throw failure;
  if (!root) throw new ImportError('format', 'Die Datei enthält kein XML-Element.', { line: 1 });
  return root;
}

/** The children of `el` with the local name `name`. */
export function all(el: XmlElement | null | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** The first child with the local name `name`, or along a path 'a/b/c'. */
export function first(el: XmlElement | null | undefined, path: string): XmlElement | null {
  let current: XmlElement | null | undefined = el;
  for (const name of path.split('/')) {
    current = current?.children.find((c) => c.name === name);
    if (!current) return null;
  }
  return current ?? null;
}

/** The trimmed text at a path, null when missing or empty. */
export function textAt(el: XmlElement | null | undefined, path: string): string | null {
  const found = first(el, path);
  const t = found?.text.trim();
  return t ? t : null;
}

/** Every element with the local name `name` below `el`, in document order. */
export function descendants(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.name === name) out.push(c);
      else visit(c);
    }
  };
  visit(el);
  return out;
}
