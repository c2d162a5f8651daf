/**
 * Next's public API is `next`, `next/server`, `next/navigation`… Its `next/dist/…` modules are its own
 * internals, which change without notice between releases: code that imports them breaks silently on an
 * upgrade, and holds on one host at most (docs/architecture.md#hosts). Static and dynamic imports, re-exports and
 * require() calls are all refused.
 */
const internal = /^next\/dist(\/|$)/;

const noNextInternals = {
  meta: {
    type: 'problem',
    docs: { description: "No import or require of Next's private next/dist/… modules" },
    messages: { internal: "'{{specifier}}' is one of Next's private modules: use its public API instead." },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (source?.type === 'Literal' && typeof source.value === 'string' && internal.test(source.value)) {
        context.report({ node, messageId: 'internal', data: { specifier: source.value } });
      }
    };
    const isRequire = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'require');
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
      CallExpression: (node) => {
        if (isRequire(node.callee)) check(node, node.arguments[0]);
      },
    };
  },
};

export default noNextInternals;
