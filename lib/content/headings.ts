import { slugify } from '@/lib/slugify';

type Block = { _type: string; _key: string; style?: unknown; children?: unknown };

function blockText(block: Block): string {
  if (!Array.isArray(block.children)) return '';
  return block.children.map((child: { text?: unknown }) => (typeof child.text === 'string' ? child.text : '')).join('');
}

/** A unique anchor id for each h2/h3 of a body, by block key, so every heading can be linked to. */
export function headingAnchors(body: readonly Block[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Set<string>();
  for (const block of body) {
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3')) continue;
    const base = slugify(blockText(block)) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    anchors.set(block._key, id);
  }
  return anchors;
}
