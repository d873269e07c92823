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
 * - a web feature never imports src/web/app, and src/web/lib, src/web/components,
 *   src/web/config and src/web/common never import a feature or src/web/app: the
 *   app composes features, features build on lib, components, config and common
 *   (what several features share: docs/decisions/0182-one-home-for-what-web-features-share-one-meaning-per-word.md), never upwards;
 * - the server's platform/ never imports modules/ (modules use the platform);
 * - a server module (src/server/modules/<name>) never imports another module's
 *   files: what one needs of another, src/server/app.ts passes in. Tests and
 *   *.test-support.ts files may import another module's *.test-support.ts (its
 *   helpers for tests), and nothing else of it;
 * - a *.service.ts file never imports fastify: use cases stay plain TypeScript;
 * - what the standalone public pages load (src/web/lib, src/web/components,
 *   src/web/common, the marketing, contact and lesson-kit features) never imports React Router or
 *   TanStack Query: those pages hydrate without them (src/web/lib/navigation.tsx,
 *   src/web/lib/server-data.tsx);
 * - no import cycle in src: an import, static or dynamic, whose file imports,
 *   directly or through others, the importing file. `import type` and
 *   `export type` are erased before anything runs and are left out, as
 *   eslint-plugin-import's no-cycle does (docs/decisions/0174-the-boundary-rule-in-every-direction-with-its.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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
const STANDALONE_CODE = /^src\/web\/(lib|components|common|features\/marketing|features\/contact|features\/lesson-kit)\//;
const APP_ONLY_PACKAGES = ['react-router', '@tanstack/react-query'];

const featureOf = (/** @type {string} */ p) => /^src\/web\/features\/([^/]+)\//.exec(p)?.[1] ?? null;
const serverModuleOf = (/** @type {string} */ p) => /^src\/server\/modules\/([^/]+)\//.exec(p)?.[1] ?? null;
/** What the features build on (common: what several features share, the one place for it): they never reach up into features or the app. */
const WEB_FOUNDATION = /^src\/web\/(lib|components|config|common)\//;
const TEST_FILE = /\.test\.tsx?$|\.test-support\.ts$/;

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
    if (own && target.path.startsWith('src/web/app/'))
      return `the web feature '${own}' imports src/web/app (${target.path}): the app composes features, not the other way`;
    if (WEB_FOUNDATION.test(from) && (other || target.path.startsWith('src/web/app/'))) {
      return `${/^src\/web\/[^/]+/.exec(from)?.[0]} never imports ${other ? `the feature '${other}'` : 'src/web/app'} (${target.path}): features and the app build on it, not the other way`;
    }
    if (from.startsWith('src/server/platform/') && target.path.startsWith('src/server/modules/')) {
      return `platform/ never imports modules/ (${target.path}): pass what it needs in`;
    }
    const ownModule = serverModuleOf(from);
    const otherModule = serverModuleOf(target.path);
    if (ownModule && otherModule && ownModule !== otherModule && !(TEST_FILE.test(from) && /\.test-support(\.ts)?$/.test(target.path))) {
      return `the server module '${ownModule}' imports the module '${otherModule}' (${target.path}): take it as a dependency that src/server/app.ts passes in${
        TEST_FILE.test(from) ? ", or, in a test, from that module's *.test-support.ts" : ''
      }`;
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

/** The TypeScript file a relative specifier names (the bundler's resolution: no extension, or a folder's index), or null. */
function resolveFile(/** @type {string} */ fromFile, /** @type {string} */ specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && isFile(candidate)) return candidate;
  }
  return null;
}

function isFile(/** @type {string} */ file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false; // missing, or a path through a file (ENOTDIR)
  }
}

/**
 * The files each file imports at run time (static imports and re-exports that are not `type` only, and dynamic
 * imports), read from disk with TypeScript's parser, re-read when a file changes (at most once a second per file).
 * @type {Map<string, { checkedAt: number, mtimeMs: number, imports: string[] }>}
 */
const importsOnDisk = new Map();

/** @param {string} file absolute path @returns {string[]} */
function runtimeImportsOf(file) {
  const known = importsOnDisk.get(file);
  const now = Date.now();
  if (known && now - known.checkedAt < 1000) return known.imports;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  if (known && known.mtimeMs === stat.mtimeMs) {
    known.checkedAt = now;
    return known.imports;
  }
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const imports = [...new Set(specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => resolveFile(file, specifier)))].filter(
    (/** @type {string | null} */ target) => target !== null,
  );
  importsOnDisk.set(file, { checkedAt: now, mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/**
 * The way from `start` back to `file` through the files' imports on disk, as the files in order (start first,
 * `file` last), or null when there is none: then importing `start` from `file` closes no cycle.
 * @param {string} start @param {string} file
 */
function pathBack(start, file) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === file) {
      /** @type {string[]} */
      const way = [];
      for (let at = /** @type {string | null | undefined} */ (next); at; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const imported of runtimeImportsOf(next)) {
      if (!cameFrom.has(imported)) {
        cameFrom.set(imported, next);
        queue.push(imported);
      }
    }
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
      if (target.kind === 'file' && from.startsWith('src/') && !isTypeOnly(node)) {
        const imported = resolveFile(context.filename, specifier);
        const way = imported && pathBack(imported, path.resolve(context.filename));
        if (way) {
          const cycle = [from, ...way.map(repoPath)].join(' → ');
          context.report({ node: source, messageId: 'crossed', data: { why: `import cycle: ${cycle}; move what both need into a third file` } });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * An import or re-export that TypeScript erases: `import type`, `export type`. (`import { type A }` stays: with
 * verbatimModuleSyntax it is kept as `import {}`, which loads the file.)
 * @param {import('estree').Node} node
 */
function isTypeOnly(node) {
  const kinds = /** @type {{ importKind?: string, exportKind?: string }} */ (node);
  return kinds.importKind === 'type' || kinds.exportKind === 'type';
}

export default { rules: { boundaries: rule } };
