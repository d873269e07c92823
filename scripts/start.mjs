/**
 * `npm start`: builds what is missing or stale, then runs the built server in
 * this same plain Node process (no tsx at run time).
 *
 * - The web app (`npm run build`) when dist/web/index.html or the render entry
 *   (dist/web-ssr/server-render.js) is missing, or older than src/web or src/shared.
 * - The server (scripts/build-server.mjs --if-stale) when dist/server/main.js
 *   is missing or older than any file it was bundled from.
 *
 * Both builds run in child processes, so neither vite nor esbuild stays in
 * this process's memory. Production hosts run `node dist/server/main.js`.
 *
 * The one-command start sells on the built-in payment sandbox, on purpose:
 * unless .env or the environment names PAYMENT_GATEWAY (or NODE_ENV is
 * production, where nothing is chosen for the operator), it sets
 * PAYMENT_GATEWAY=sandbox, and the server warns about it in its log.
 * `node dist/server/main.js` never chooses: without PAYMENT_GATEWAY it refuses to start.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startGateway } from './start-gateway.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderEntry = path.join(root, 'dist/web-ssr/server-render.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsCurrent() {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtRenderEntry)) return false;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return newestMtime(path.join(root, 'src/web')) <= builtAt && newestMtime(path.join(root, 'src/shared')) <= builtAt;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!webBuildIsCurrent()) {
  console.log('Building the web app (first start or sources changed)...');
  // Through npm, so `npm start` builds exactly what `npm run build` does.
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build']);
}
run(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-stale']);

// Read .env first (main.js would, without overriding), so a gateway chosen there wins over the sandbox.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const gateway = startGateway(process.env);
if (gateway) process.env.PAYMENT_GATEWAY = gateway;

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
