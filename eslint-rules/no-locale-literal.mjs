/**
 * All language code lives in i18n/ (README, "Add a language"): elsewhere, a language is never written out.
 * Refused: a string equal to a configured locale (`'fr'`) or a path under its prefix (`'/fr'`, `'/fr/blog'`),
 * and a regular expression literal that names one as a path segment or an alternative (`/^\/fr(\/|$)/`,
 * `/(en|fr)/`). Use `routing.locales`, `routing.defaultLocale`, `prefixedLocales` and the helpers of i18n/.
 * The rule takes the locales as an option, from i18n/routing.ts (eslint.config.mjs).
 */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noLocaleLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'No locale written out outside i18n/' },
    messages: {
      string: "'{{value}}' names a language: take it from the routing table (i18n/) instead.",
      regex: '/{{value}}/ names a language: build the pattern from the routing table (i18n/) instead.',
    },
    schema: [
      {
        type: 'object',
        properties: { locales: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        required: ['locales'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const codes = context.options[0].locales.map(escape).join('|');
    const localeOrPath = new RegExp(`^/?(?:${codes})(?:/.*)?$`, 's');
    // A locale between delimiters of a path or an alternation: `\/fr(`, `(en|`, `|fr)`, `^fr$`.
    const inPattern = new RegExp(`(?:^|[(|^/])(?:${codes})(?=$|[)|$/(?\\\\])`);
    return {
      Literal(node) {
        if (typeof node.value === 'string' && localeOrPath.test(node.value)) {
          context.report({ node, messageId: 'string', data: { value: node.value } });
        } else if (node.regex && inPattern.test(node.regex.pattern)) {
          context.report({ node, messageId: 'regex', data: { value: node.regex.pattern } });
        }
      },
    };
  },
};

export default noLocaleLiteral;
