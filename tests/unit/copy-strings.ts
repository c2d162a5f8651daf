import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const root = process.cwd();

/** A file of the project as text. */
export const readProjectFile = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every string of a JSON tree, with where it sits. */
export function strings(node: unknown, at: string): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (Array.isArray(node)) return node.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, at ? `${at}.${key}` : key));
  return [];
}

const pageCopyFiles = ['cities', 'landings'].flatMap((kind) =>
  readdirSync(path.join(root, 'content', 'pages', kind)).map((file) => `content/pages/${kind}/${file}`),
);

/** The catalogues and the long-form page copy as written, which quote site.config through ICU values. */
export const templatedCopy: [string, string][] = [
  ...strings(en, 'en'),
  ...strings(fr, 'fr'),
  ...pageCopyFiles.flatMap((file) => strings(JSON.parse(readProjectFile(file)), file)),
];
