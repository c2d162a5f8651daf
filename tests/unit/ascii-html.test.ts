import { asciiHtml } from '@/lib/cache/ascii-html.cjs';

const ASCII = /^[\x00-\x7f]*$/;

const page = `<!DOCTYPE html><html lang="fr"><head><title>Sites web dès 450 € – Paris</title>
<style>.price::after{content:"€"}</style>
<script type="application/ld+json">{"name":"Création d’un site","emoji":"🚀"}</script></head>
<body><p title="À partir de 450 €">Délai\u202f: 2 semaines ✓ 🚀</p>
<script>self.__next_f.push([1,"2c:T10,Création à 450 €"])</script></body></html>`;

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What a browser would run: the flight rows pushed by the inline scripts, and the structured data. */
function scripts(document: Document) {
  const pushed: unknown[] = [];
  for (const script of document.querySelectorAll('script:not([type])')) {
    new Function('self', script.textContent ?? '')({ __next_f: { push: (row: unknown) => pushed.push(row) } });
  }
  const structuredData = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
  return { pushed, structuredData };
}

function markupWithoutRawText(document: Document) {
  document.querySelectorAll('script, style').forEach((element) => element.remove());
  return document.documentElement.outerHTML;
}

describe('asciiHtml', () => {
  const converted = asciiHtml(page);

  it('leaves only ASCII characters', () => {
    expect(converted).toMatch(ASCII);
  });

  it('keeps the text, the attributes and the title a browser reads', () => {
    expect(parse(converted).title).toBe('Sites web dès 450 € – Paris');
    expect(markupWithoutRawText(parse(converted))).toBe(markupWithoutRawText(parse(page)));
  });

  it('keeps the values the inline scripts and the structured data carry', () => {
    expect(scripts(parse(converted))).toEqual(scripts(parse(page)));
    expect(scripts(parse(converted)).pushed).toEqual([[1, '2c:T10,Création à 450 €']]);
  });

  it('writes a style’s characters as CSS escapes', () => {
    expect(converted).toContain('content:"\\0020ac"');
  });

  it('returns a document unchanged when a script escapes a non-ASCII character with a backslash', () => {
    const escaped = '<p>é</p><script>var a = "\\é";</script>';
    expect(asciiHtml(escaped)).toBe(escaped);
  });

  it('returns an ASCII document as it is', () => {
    expect(asciiHtml('<p>Hello</p>')).toBe('<p>Hello</p>');
  });
});
