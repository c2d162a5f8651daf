/** The prerendered document with every character written in ASCII (see ascii-html.cjs). */
export function asciiHtml(html: string): string;
