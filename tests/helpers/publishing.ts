import sax from 'sax';

/** An XML element as a strict parser read it. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses XML strictly (any well-formedness error throws) into a tree of elements. */
export function parseXml(xml: string): XmlElement {
  const parser = sax.parser(true, { trim: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.onopentag = (node) => {
    const el: XmlElement = { name: node.name, attributes: node.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1]!.children.push(el);
    stack.push(el);
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  parser.ontext = (t) => {
    stack[stack.length - 1]!.text += t;
  };
  parser.oncdata = (t) => {
    stack[stack.length - 1]!.text += t;
  };
  parser.onerror = (e) => {
    throw e;
  };
  parser.write(xml).close();
  if (root.children.length !== 1) throw new Error('Kein einzelnes Wurzelelement');
  return root.children[0]!;
}

export const child = (el: XmlElement, name: string) => el.children.find((c) => c.name === name);
export const childrenNamed = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);

/** The JSON-LD blocks of a page, parsed (a block that is no JSON throws). */
export function jsonLdOf(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const ABSOLUTE = /^https?:\/\/[^/]+\//;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function address(a: any, where: string): string[] {
  if (a?.['@type'] !== 'PostalAddress') return [`${where}: keine PostalAddress`];
  return ['streetAddress', 'postalCode', 'addressLocality'].filter((k) => !a[k]).map((k) => `${where}.${k} fehlt`);
}

function hours(list: any, where: string): string[] {
  if (!Array.isArray(list) || list.length === 0) return [`${where}: keine Öffnungszeiten`];
  return list.flatMap((h: any, i: number) =>
    h['@type'] === 'OpeningHoursSpecification' && h.dayOfWeek && /^\d{2}:\d{2}$/.test(h.opens) && /^\d{2}:\d{2}$/.test(h.closes)
      ? []
      : [`${where}[${i}] unvollständig`],
  );
}

/**
 * What a block lacks of its type's required properties (the rules search engines apply), as German
 * findings; [] when it is complete.
 */
export function jsonLdProblems(b: Record<string, any>): string[] {
  const type = b['@type'];
  const out: string[] = [];
  if (b['@context'] !== 'https://schema.org') out.push('@context fehlt');
  const need = (keys: string[]) => keys.filter((k) => b[k] === undefined || b[k] === '' || b[k] === null).map((k) => `${type}.${k} fehlt`);
  switch (type) {
    case 'GovernmentOrganization':
      out.push(...need(['name', 'url', 'telephone', 'address']));
      out.push(...address(b.address, 'address'));
      out.push(...hours(b.location?.openingHoursSpecification, 'location.openingHoursSpecification'));
      out.push(...hours(b.department?.openingHoursSpecification, 'department.openingHoursSpecification'));
      if (!ABSOLUTE.test(b.url ?? '')) out.push('url nicht absolut');
      break;
    case 'NewsArticle':
      out.push(...need(['headline', 'datePublished', 'image', 'author', 'publisher']));
      if (!DATE_TIME.test(b.datePublished ?? '')) out.push(`datePublished ${b.datePublished}`);
      if (!Array.isArray(b.image) || !b.image.every((u: string) => ABSOLUTE.test(u))) out.push('image nicht absolut');
      if (String(b.headline ?? '').length > 110) out.push('headline zu lang');
      break;
    case 'Event':
      out.push(...need(['name', 'startDate', 'endDate', 'location', 'organizer']));
      if (!DATE_TIME.test(b.startDate ?? '') || !DATE_TIME.test(b.endDate ?? '')) out.push(`Datum ${b.startDate} / ${b.endDate}`);
      if (b.endDate < b.startDate) out.push('Ende vor dem Beginn');
      if (b.location?.['@type'] !== 'Place' || !b.location.name) out.push('location ohne Ort');
      out.push(...address(b.location?.address, 'location.address'));
      if (!b.organizer?.name) out.push('organizer ohne Namen');
      break;
    case 'BreadcrumbList': {
      const items = b.itemListElement;
      if (!Array.isArray(items) || items.length < 2) out.push('itemListElement fehlt');
      else
        items.forEach((it: any, i: number) => {
          if (it['@type'] !== 'ListItem' || it.position !== i + 1 || !it.name || !ABSOLUTE.test(it.item ?? '')) out.push(`ListItem ${i + 1} unvollständig`);
        });
      break;
    }
    default:
      out.push(`unerwarteter Typ ${type}`);
  }
  return out;
}
