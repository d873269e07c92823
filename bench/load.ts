/** Starts a bench server in a child process and loads it with autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { ServerKind } from './servers';

export interface RunningServer<T> {
  info: T;
  child: ChildProcess;
  /** Resident memory of the server process, in MiB (from /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

export async function startServer<T extends { port: number }>(kind: ServerKind): Promise<RunningServer<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'servers.ts'), kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server "${kind}" exited with ${code}`)));
  });
  return {
    info: JSON.parse(line) as T,
    child,
    rssMiB() {
      const status = procStatus(child.pid!);
      const match = /VmRSS:\s+(\d+) kB/.exec(status);
      return match ? Number(match[1]) / 1024 : Number.NaN;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function procStatus(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections,
    duration: options.seconds,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}
