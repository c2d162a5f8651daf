/** The two tools of tests/e2e/structured-data.spec.ts ship no types: what the spec uses of them. */
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld?: Record<string, object[]>; microdata?: object; rdfa?: object; errors?: object[] };
  }
}

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    validate(extracted: object): Promise<{ rootType: string; issueMessage: string; severity: string }[]>;
  }
}
