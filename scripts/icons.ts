import fs from 'node:fs';
import path from 'node:path';
import { ICON_NAMES } from '../shared/components/icons/icon-names';
import { ROOT } from './build';

/**
 * `npm run icons`: writes public/images/icons.svg, one <symbol> per icon of ICON_NAMES, from the
 * lucide icon definitions. Stroke and colour come from the <svg> that uses the symbol.
 */
type Node = [string, Record<string, string>];

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const ICON_DIR = path.join(ROOT, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

/** An icon's definition; renamed icons are files that re-export their new name, which we follow. */
async function iconModule(name: string): Promise<{ __iconData: { node: Node[] } }> {
  const file = path.join(ICON_DIR, `${name}.mjs`);
  const mod = (await import(file)) as { __iconData?: { node: Node[] } };
  if (mod.__iconData) return mod as { __iconData: { node: Node[] } };
  const target = fs.readFileSync(file, 'utf8').match(/from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (!target) throw new Error(`Icon ${name} nicht gefunden`);
  return iconModule(target);
}

export async function buildSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICON_NAMES) {
    const mod = await iconModule(name);
    const children = mod.__iconData.node
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .filter(([k]) => k !== 'key')
            .map(([k, v]) => `${k}="${esc(v)}"`)
            .join(' ')}/>`,
      )
      .join('');
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons, ISC licence: https://lucide.dev/license -->${symbols.join('')}</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'icons.ts'))) {
  const out = path.join(ROOT, 'public', 'images', 'icons.svg');
  fs.writeFileSync(out, await buildSprite());
  console.log(`${ICON_NAMES.length} Icons nach ${path.relative(ROOT, out)} geschrieben`);
}
