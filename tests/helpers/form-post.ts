/**
 * A server-rendered form as a browser without JavaScript sends it, read from its HTML (ADR 68): every
 * control's current value (text fields, text areas, chosen options, ticked boxes, hidden fields such
 * as the CSRF token and the revision), none of the disabled ones, no file and no button. The test then
 * changes what a person would type and adds the pressed button's name and value, as the browser does.
 * For flows whose pages run no script and whose layout does not matter, so that a plain request does
 * what a page load in the browser did.
 */
import { decodeEntities as decode } from './html';

/** The form's fields in document order: name → values (a name may repeat: boxes, multiple choice). */
export type FormValues = [name: string, value: string][];

/** The attributes of a start tag's inside (`name="x" checked=""`); an attribute without a value is ''. */
function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)) attrs.set(m[1]!.toLowerCase(), decode(m[2] ?? ''));
  return attrs;
}

/** The HTML of the first `<form>` whose start tag contains `marker` (its action, say). */
export function formHtml(html: string, marker: string): string {
  for (const m of html.matchAll(/<form\b([^>]*)>/g)) {
    if (!m[1]!.includes(marker)) continue;
    const end = html.indexOf('</form>', m.index);
    return html.slice(m.index, end < 0 ? undefined : end + '</form>'.length);
  }
  throw new Error(`Kein Formular mit ${marker}`);
}

/** The form's action (as written in its start tag). */
export const formAction = (form: string) => attributes(/<form\b([^>]*)>/.exec(form)?.[1] ?? '').get('action') ?? '';

/** What the browser would send of the form as the server rendered it (before any button is added). */
export function formValues(form: string): FormValues {
  const values: FormValues = [];
  for (const m of form.matchAll(/<(input|textarea|select)\b([^>]*)>([\s\S]*?)(?=<(?:input|textarea|select)\b|<\/form>|$)/g)) {
    const kind = m[1]!;
    const attrs = attributes(m[2]!);
    const name = attrs.get('name');
    if (!name || attrs.has('disabled')) continue;
    if (kind === 'input') {
      const type = (attrs.get('type') ?? 'text').toLowerCase();
      if (['submit', 'button', 'image', 'reset', 'file'].includes(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !attrs.has('checked')) continue;
      values.push([name, attrs.get('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
    } else if (kind === 'textarea') {
      const text = m[3]!.slice(0, m[3]!.indexOf('</textarea>'));
      values.push([name, decode(text)]);
    } else {
      const body = m[3]!.slice(0, m[3]!.indexOf('</select>'));
      const options = [...body.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map((o) => {
        const a = attributes(o[1]!);
        return {
          value: a.get('value') ?? decode(o[2]!.replace(/<[^>]+>/g, '')).trim(),
          label: decode(o[2]!.replace(/<[^>]+>/g, '')).trim(),
          selected: a.has('selected'),
        };
      });
      const chosen = options.filter((o) => o.selected);
      if (chosen.length) for (const o of chosen) values.push([name, o.value]);
      else if (!attrs.has('multiple') && options[0]) values.push([name, options[0].value]);
    }
  }
  return values;
}

/** The value of the option labelled `label` in the select named `name`. */
export function optionValue(form: string, name: string, label: string): string {
  const start = form.search(new RegExp(`<select\\b[^>]*name="${name}"`));
  if (start < 0) throw new Error(`Keine Auswahl ${name}`);
  const body = form.slice(start, form.indexOf('</select>', start));
  for (const o of body.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)) {
    if (decode(o[2]!.replace(/<[^>]+>/g, '')).trim() === label) return attributes(o[1]!).get('value') ?? label;
  }
  throw new Error(`${name}: keine Option „${label}“`);
}

/** Sets a field to one value (a typed text, a choice), as typing or choosing replaces what was there. */
export function setValue(values: FormValues, name: string, value: string): void {
  const at = values.findIndex(([n]) => n === name);
  const rest = values.filter(([n]) => n !== name);
  rest.splice(at < 0 ? rest.length : at, 0, [name, value]);
  values.splice(0, values.length, ...rest);
}

/** The value of a field ('' when the form has none). */
export const valueOf = (values: FormValues, name: string) => values.find(([n]) => n === name)?.[1] ?? '';

/** The fields as multipart form data, as a form with `enctype="multipart/form-data"` sends them. */
export function asFormData(values: FormValues, files: { name: string; file: File }[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of values) data.append(name, value);
  for (const f of files) data.append(f.name, f.file);
  return data;
}
