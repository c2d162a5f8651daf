/**
 * The browser build of `sanitize-html` (next.config.ts aliases the package to this file in client bundles):
 * the same allow-list rules on the browser's own HTML parser instead of ~90 KiB of parser code. The form uses
 * it only to check what it is about to send; the server cleans everything it receives with the real package.
 */
type Options = {
  allowedTags?: readonly string[] | false;
  allowedAttributes?: Record<string, readonly string[]> | false;
};

// sanitize-html drops these together with their content; other refused tags leave their text behind.
const droppedWithContent = new Set(['script', 'style', 'textarea', 'option', 'xmp']);
// The allowed tags that sanitize-html writes without content or closing tag.
const selfClosing = new Set(['br', 'hr', 'img', 'wbr']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function serialize(parent: Node, allowed: ReadonlySet<string>): string {
  let html = '';
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      html += escapeText(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (node as Element).localName;
    if (droppedWithContent.has(tag)) continue;
    const inner = serialize(tag === 'template' ? (node as HTMLTemplateElement).content : node, allowed);
    if (!allowed.has(tag)) html += inner;
    else if (selfClosing.has(tag)) html += `<${tag} />`;
    else html += `<${tag}>${inner}</${tag}>`;
  }
  return html;
}

/** Keeps the allowed tags without any attribute, and the text of everything else. */
export default function sanitizeHtml(dirty: string, options: Options = {}): string {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${dirty}`, 'text/html');
  return serialize(document.body, new Set(options.allowedTags || []));
}
