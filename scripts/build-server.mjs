/**
 * `npm run build:server`: bundles the server (src/server/main.ts and the code
 * it imports) into dist/server/ with esbuild, so production runs plain `node
 * dist/server/main.js` (no tsx, no TypeScript compiler at run time).
 *
 * - Our code is bundled, with the pure-JavaScript packages only it imports
 *   (BUNDLED_PACKAGES: Kysely, zod and the zod type provider, about 400 files
 *   otherwise opened and linked at each start).
 *   Other packages stay external (imported at run time from node_modules, like
 *   any Node program), so native modules (better-sqlite3, argon2) and files
 *   packages read beside themselves (the DejaVu TTFs, resolved with
 *   require.resolve) keep working.
 * - Code splitting: what the server loads with a dynamic import (the PDF
 *   documents and @react-pdf) lands in its own chunk, read on first use.
 * - A second entry, dist/server/pdf-worker.js (src/server/pdf-worker.ts): the
 *   worker threads that render PDFs start it (platform/pdf/pdf-pool.ts); what
 *   it shares with the server sits in shared chunks.
 * - dist/server/meta.json lists every input; `--if-stale` rebuilds only when
 *   main.js is missing or one of those inputs (or this script) is newer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');
const mainFile = path.join(outdir, 'main.js');
const metaFile = path.join(outdir, 'meta.json');

/** Whether dist/server/main.js exists and is newer than every file it was built from. */
export function serverBuildIsCurrent() {
  if (!fs.existsSync(mainFile) || !fs.existsSync(metaFile)) return false;
  const builtAt = fs.statSync(mainFile).mtimeMs;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(fs.readFileSync(metaFile, 'utf8')).inputs);
  } catch {
    return false;
  }
  // Bundled packages' files keep the tarball's time stamps when npm replaces them: the lock file tells.
  inputs.push(path.relative(root, fileURLToPath(import.meta.url)), 'package-lock.json');
  return inputs.every((input) => {
    const file = path.join(root, input);
    return fs.existsSync(file) && fs.statSync(file).mtimeMs <= builtAt;
  });
}

/**
 * Packages bundled into the server all the same: pure JavaScript that only our
 * code (or another of them) imports, so there is one copy of each. Kysely's
 * ESM build is ~290 files and zod's ~100, each opened, parsed and linked at
 * every start. Fastify stays external: its plugins import it too.
 */
const BUNDLED_PACKAGES = new Set(['kysely', 'zod', 'fastify-type-provider-zod']);

/** Marks every bare import external (esbuild's `packages: 'external'`) except the named packages. */
function externalPackagesExcept(bundled) {
  return {
    name: 'external-packages',
    setup(build) {
      // A bare specifier (a package or a node: builtin), never a relative or absolute path.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const parts = args.path.split('/');
        const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
        return bundled.has(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

export async function buildServer() {
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts', 'pdf-worker': 'src/server/pdf-worker.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.11',
    plugins: [externalPackagesExcept(BUNDLED_PACKAGES)],
    jsx: 'automatic',
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  fs.writeFileSync(metaFile, JSON.stringify({ inputs: result.metafile.inputs }));
  // main.js is written last, so its time stamp marks a complete build.
  const now = new Date();
  fs.utimesSync(mainFile, now, now);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && serverBuildIsCurrent()) process.exit(0);
  if (process.argv.includes('--if-stale')) console.log('Building the server (first start or sources changed)...');
  await buildServer();
}
