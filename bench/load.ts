/**
 * Starts the servers a benchmark loads, in child processes, and loads them
 * with autocannon from this process. When the machine has two cores or more
 * and `taskset` exists, servers run on core 0 and this process (the load
 * generator) on core 1, so they do not take turns on one core.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { ServerKind } from './servers';

export const root = path.resolve(import.meta.dirname, '..');

const SERVER_CPU = '0';
const LOAD_CPU = '1';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether servers and the load generator are pinned to different cores (decided once). */
export const pinned = os.availableParallelism() >= 2 && hasTaskset();
if (pinned) execFileSync('taskset', ['-pc', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });

/**
 * Runs `work` with this process (and what it starts meanwhile) free to use every
 * core, then pins it back to the load core. For Lighthouse: its CPU throttling
 * multiplies the task times it observes, so a browser squeezed onto the load
 * core with Lighthouse itself measures the pinning, not the page.
 */
export async function onAllCores<T>(work: () => Promise<T>): Promise<T> {
  if (!pinned) return work();
  execFileSync('taskset', ['-pc', `0-${os.cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    execFileSync('taskset', ['-pc', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
  }
}

/** `command args` on the server core when pinning. */
function onServerCore(command: string, args: string[]): [string, string[]] {
  return pinned ? ['taskset', ['-c', SERVER_CPU, command, ...args]] : [command, args];
}

export interface RunningServer<T> {
  info: T;
  child: ChildProcess;
  /** Resident memory of the server process, in MiB (from /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  let status = '';
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Gone.
  }
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** A baseline server (servers.ts), which prints `{ port }` when it listens. */
export async function startBaseline(kind: ServerKind): Promise<RunningServer<{ port: number }>> {
  const [command, args] = onServerCore(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'servers.ts'), kind]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server "${kind}" exited with ${code}`)));
  });
  return { info: JSON.parse(line) as { port: number }, child, rssMiB: () => rssOf(child.pid!), stop: stopper(child) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningApp extends RunningServer<{ port: number; base: string }> {
  /** From spawn to the first 200 of /api/health, in ms. */
  startMs: number;
}

/**
 * The app as production runs it: `node dist/server/main.js` (built by `npm
 * run bench` first), on the given data folder, pinned to the server core.
 */
export async function startApp(dataDir: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [command, args] = onServerCore(process.execPath, ['dist/server/main.js']);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      STAFF_EMAIL_DOMAIN: 'bench.rumo.test',
      // Never a default: the bench buys on the built-in sandbox on purpose.
      PAYMENT_GATEWAY: 'sandbox',
      ...env,
    },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the app exited before serving');
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = performance.now() - started;
  return { info: { port, base }, child, startMs, rssMiB: () => rssOf(child.pid!), stop: stopper(child) };
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}

/** The 99th percentile of the durations (nearest rank). */
function p99(durations: number[]): number {
  if (durations.length === 0) return 0;
  const sorted = Float64Array.from(durations).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

/**
 * One load. Its p99 is computed here from each answer's own duration: autocannon's histogram keeps whole
 * milliseconds, a resolution of 15% at the 6 ms the answer route's p99 sits at, enough to flip a 1.3 × ratio.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const durations: number[] = [];
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        connections: options.connections,
        duration: options.seconds,
        headers: {
          // As Chromium asks (the app's users are browsers): the server may answer compressed.
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  // Successful answers only, as autocannon's own latency figures.
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, durationMs: number) => {
    if (statusCode >= 200 && statusCode < 300) durations.push(durationMs);
  });
  const result = await finished;
  return { requestsPerSecond: result.requests.average, p99Ms: p99(durations), errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
}

export interface LoadRuns {
  rps: Spread;
  p99: Spread;
  failures: number;
}

/** `runs` loads of the same URL, with a second of warm-up first. */
export async function loadRuns(options: LoadOptions, runs: number): Promise<LoadRuns> {
  await load({ ...options, seconds: 1 });
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await load(options));
  return {
    rps: spread(results.map((r) => r.requestsPerSecond)),
    p99: spread(results.map((r) => r.p99Ms)),
    failures: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}
