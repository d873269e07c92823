/**
 * `npm run build:server`: bundles the server (src/server/main.ts and the code
 * it imports) into dist/server/ with esbuild, so production runs plain `node
 * dist/server/main.js` (no tsx, no TypeScript compiler at run time).
 *
 * - Our code is bundled; packages under node_modules stay external (imported
 *   at run time from node_modules, like any Node program), so native modules
 *   (better-sqlite3, argon2) and files packages read beside themselves (the
 *   DejaVu TTFs, resolved with require.resolve) keep working.
 * - Code splitting: what the server loads with a dynamic import (the PDF
 *   documents and @react-pdf) lands in its own chunk, read on first use.
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
  inputs.push(path.relative(root, fileURLToPath(import.meta.url)));
  return inputs.every((input) => {
    const file = path.join(root, input);
    return fs.existsSync(file) && fs.statSync(file).mtimeMs <= builtAt;
  });
}

export async function buildServer() {
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.11',
    packages: 'external',
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
