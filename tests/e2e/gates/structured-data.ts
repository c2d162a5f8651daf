import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * A page's JSON-LD items and their errors under Google's rich-result rules, as Adobe's validator applies them (its
 * handlers run offline; the optional check against the whole schema.org vocabulary needs a definitions file it does
 * not ship, and is left out).
 */
export async function structuredData(html: string): Promise<{ items: number; errors: string[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const items = Object.values(extracted.jsonld ?? {}).flat().length;
  const issues = await new Validator().validate(extracted);
  return {
    items,
    errors: issues
      .filter(({ severity }) => severity === 'ERROR')
      .map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
  };
}
