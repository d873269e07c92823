// @ts-check
/**
 * `rumo/replace-with-function`: the second argument of `.replace()` and
 * `.replaceAll()` is a string literal (a template without `${}` counts) or a
 * function, never text computed at run time. A replacement string expands
 * `$&`, `` $` ``, `$'` and `$<name>`, so a person's name passed that way copies
 * the document around it (issue 26, F01: a 118-character name made a 133 MB
 * page). `replace(pattern, () => text)` inserts text as it is.
 */

/** @param {import('estree').Node} node */
function isFixedOrFunction(node) {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids a computed replacement string in .replace()/.replaceAll(): pass a function' },
    schema: [],
    messages: {
      computed: "Pass computed text to .{{method}}() through a function (`() => text`): a replacement string expands $&, $` and $' (issue 26, F01).",
    },
  },
  create(context) {
    return {
      /** @param {import('estree').CallExpression} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (method !== 'replace' && method !== 'replaceAll') return;
        const replacement = node.arguments[1];
        if (!replacement || replacement.type === 'SpreadElement' || isFixedOrFunction(replacement)) return;
        context.report({ node: replacement, messageId: 'computed', data: { method } });
      },
    };
  },
};

export default { rules: { 'replace-with-function': rule } };
