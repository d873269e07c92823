/**
 * `/api/health` while PDFs render (issue 26, F13): PDFs render in worker
 * threads, so the event loop keeps answering. Measured on the built app:
 * health's latency probed for `seconds` at rest, then for `seconds` while
 * `clients` loops each change the objective of a resume and download its PDF
 * (so every download is a real render, and a long one: the maxed resume of
 * the security review's repro), more loops than PDF workers, so renders also
 * queue. (Saving the whole maxed resume each time would measure the save:
 * replacing its 100 items holds the event loop longer than a render now does.)
 */
import { call } from './servers';
import { spread, type Spread } from './load';

export interface HealthUnderPdfs {
  idle: { median: number; p99: number; max: number };
  busy: { median: number; p99: number; max: number };
  renders: number;
  failures: number;
  rendersPerSecond: Spread;
}

const text = (max: number) =>
  Array.from({ length: 400 }, (_, i) => `palavra${i % 97}`)
    .join(' ')
    .slice(0, max);

/** The maxed resume of the review's repro (16 pages). */
function maxedResume(n: number) {
  return {
    type: 'FORMAL',
    design: 'modern',
    fullName: 'Paula Pagante Souza',
    address: text(200),
    objective: `${n} ${text(590)}`,
    differentials: Array.from({ length: 15 }, () => text(140)),
    education: Array.from({ length: 10 }, () => ({ institution: text(120), level: text(80), course: text(120), year: '2024', status: 'COMPLETED' })),
    courses: Array.from({ length: 20 }, () => ({ name: text(120), institution: text(120), year: '2023' })),
    skills: Array.from({ length: 30 }, () => ({ name: text(60), level: 'ADVANCED' })),
    experiences: Array.from({ length: 20 }, () => ({
      type: 'WORK',
      title: text(120),
      organization: text(120),
      description: text(1500),
      year: '2024',
      period: '01/2023 a atual',
    })),
    recognitions: Array.from({ length: 20 }, () => ({ title: text(120), organization: text(120), year: '2022' })),
  };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}

async function probe(base: string, until: number): Promise<number[]> {
  const samples: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

/**
 * `token` is a user with a completed attempt (`attemptId`): it is paid for
 * here in the sandbox, which opens the resume builder. The app must allow
 * the renders (RATE_LIMIT_PDF_RENDERS_PER_USER).
 */
export async function healthWhilePdfsRender(
  base: string,
  token: string,
  attemptId: string,
  options: { seconds: number; clients: number },
): Promise<HealthUnderPdfs> {
  // Payment asks the age band first (18 to 20: no guardian).
  await call(base, 'PUT', '/api/auth/me/age-band', { ageBand: '18-20' }, token);
  const order = await call(
    base,
    'POST',
    '/api/payment/create-order',
    { attemptId, paymentMethod: 'pix', document: '52998224725', phone: '11987654321' },
    token,
  );
  await call(base, 'POST', `/api/payment/sandbox/orders/${order.orderId as string}/pay`, undefined, token);

  const idle = stats(await probe(base, performance.now() + options.seconds * 1000));

  let renders = 0;
  let failures = 0;
  let n = 0;
  const perClient: number[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await call(base, 'PUT', '/api/curriculum', maxedResume(0), token);
  const loop = async () => {
    let mine = 0;
    while (performance.now() < until) {
      // A new objective (a small save): new content, so the download is a real render.
      await call(base, 'PUT', '/api/curriculum/basic-info', { objective: `${(n += 1)} ${text(590)}` }, token);
      const response = await fetch(`${base}/api/curriculum/pdf?type=formal`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status === 200) {
        renders += 1;
        mine += 1;
      } else failures += 1;
    }
    perClient.push(mine / ((performance.now() - started) / 1000));
  };
  const [busySamples] = await Promise.all([probe(base, until), ...Array.from({ length: options.clients }, loop)]);
  return { idle, busy: stats(busySamples), renders, failures, rendersPerSecond: spread(perClient) };
}
