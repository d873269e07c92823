/**
 * `npm start`: builds the web app when it is missing or older than its sources,
 * then serves the app and the API from this one Node process.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsCurrent(): boolean {
  if (!fs.existsSync(builtIndex)) return false;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return newestMtime(path.join(root, 'src/web')) <= builtAt && newestMtime(path.join(root, 'src/shared')) <= builtAt;
}

if (!webBuildIsCurrent()) {
  console.log('Building the web app (first start or sources changed)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

await import('../src/server/main');
