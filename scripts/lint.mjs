/**
 * `npm run lint`: ESLint (the rules and the layer boundaries, type-aware) and
 * Prettier's check, run side by side: each is single-threaded, so on two
 * cores the whole gate takes about as long as ESLint alone. Fails when either does.
 */
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all([run('npx', ['eslint', '.']), run('npx', ['prettier', '--check', '.'])]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
