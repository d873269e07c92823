// @ts-check
/**
 * The layer rules of docs/architecture.md, as one ESLint rule. It resolves each
 * import (static, re-export, dynamic import) to a path inside the repository and
 * refuses the ones that cross a boundary:
 *
 * - src/shared imports only zod and other src/shared files;
 * - src/web and src/server never import each other;
 * - a web feature (src/web/features/<name>) never imports another feature:
 *   pages in src/web/app compose them;
 * - the server's platform/ never imports modules/ (modules use the platform);
 * - a *.service.ts file never imports fastify: use cases stay plain TypeScript;
 * - what the standalone public pages load (src/web/lib, src/web/components,
 *   the marketing and contact features) never imports React Router or
 *   TanStack Query: those pages hydrate without them (src/web/lib/navigation.tsx,
 *   src/web/lib/server-data.tsx).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @param {string} file absolute path @returns {string} path relative to the repository, with forward slashes */
function repoPath(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** @param {string} specifier @returns {string} the package name of a bare specifier */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Shared by the standalone public pages, which ship without the router and the query cache (src/web/app/standalone-pages.ts). */
const STANDALONE_CODE = /^src\/web\/(lib|components|features\/marketing|features\/contact)\//;
const APP_ONLY_PACKAGES = ['react-router', '@tanstack/react-query'];

const featureOf = (/** @type {string} */ p) => /^src\/web\/features\/([^/]+)\//.exec(p)?.[1] ?? null;

/**
 * @param {string} from repository path of the importing file
 * @param {{ kind: 'file', path: string } | { kind: 'package', name: string }} target
 * @returns {string | null} the broken rule, or null
 */
export function boundaryViolation(from, target) {
  if (from.startsWith('src/shared/')) {
    if (target.kind === 'package' && target.name !== 'zod') return `src/shared imports only zod, not '${target.name}'`;
    if (target.kind === 'file' && !target.path.startsWith('src/shared/')) return `src/shared imports only src/shared and zod, not ${target.path}`;
  }
  if (target.kind === 'file') {
    if (from.startsWith('src/web/') && target.path.startsWith('src/server/')) return `the web app never imports the server (${target.path})`;
    if (from.startsWith('src/server/') && target.path.startsWith('src/web/')) return `the server never imports the web app (${target.path})`;
    const own = featureOf(from);
    const other = featureOf(target.path);
    if (own && other && own !== other) return `the web feature '${own}' imports the feature '${other}': compose features in src/web/app instead`;
    if (from.startsWith('src/server/platform/') && target.path.startsWith('src/server/modules/')) {
      return `platform/ never imports modules/ (${target.path}): pass what it needs in`;
    }
  }
  if (STANDALONE_CODE.test(from) && target.kind === 'package' && APP_ONLY_PACKAGES.includes(target.name)) {
    return `${target.name} is the app's: the standalone public pages load this file without it (use lib/navigation or lib/server-data)`;
  }
  if (/\.service\.tsx?$/.test(from) && target.kind === 'package' && (target.name === 'fastify' || target.name.startsWith('@fastify/'))) {
    return `a service never imports ${target.name}: keep HTTP in *.routes.ts`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layer boundaries of docs/architecture.md' },
    schema: [],
    messages: { crossed: 'Boundary: {{why}}.' },
  },
  create(context) {
    const from = repoPath(context.filename);
    // Tests run in Node with vitest: packages and Node built-ins are theirs to use; the file rules still hold.
    const isTest = /\.test\.tsx?$/.test(from);
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (specifier.startsWith('node:')) {
        if (!isTest && (from.startsWith('src/shared/') || from.startsWith('src/web/'))) {
          context.report({
            node: source,
            messageId: 'crossed',
            data: { why: `${from.startsWith('src/shared/') ? 'src/shared' : 'the web app'} cannot use Node's '${specifier}'` },
          });
        }
        return;
      }
      const target = specifier.startsWith('.')
        ? /** @type {const} */ ({ kind: 'file', path: repoPath(path.resolve(path.dirname(context.filename), specifier)) })
        : /** @type {const} */ ({ kind: 'package', name: packageName(specifier) });
      if (isTest && target.kind === 'package') return;
      const why = boundaryViolation(from, target);
      if (why) context.report({ node: source, messageId: 'crossed', data: { why } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
