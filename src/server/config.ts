import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { RATE_LIMIT_MAX_WINDOW_MINUTES } from '../shared/constants/rate-limits';

/**
 * Configuration is read from the environment once, here, and nowhere else.
 * A bad value stops the start with a message naming the variable.
 */

// Both at least 1: a window of 0 minutes would never limit anything, and a count of 0 would refuse everyone.
// At most RATE_LIMIT_MAX_WINDOW_MINUTES: the privacy policy tells how long attempt counts are kept.
const rateLimitSpec = z
  .string()
  .regex(/^[1-9]\d*\/[1-9]\d*$/, 'use "count/minutes", both at least 1, e.g. 10/15')
  .transform((value) => {
    const [count, minutes] = value.split('/').map(Number) as [number, number];
    return { max: count, minutes };
  })
  .refine(
    ({ minutes }) => minutes <= RATE_LIMIT_MAX_WINDOW_MINUTES,
    `the window may last at most ${RATE_LIMIT_MAX_WINDOW_MINUTES} minutes (the privacy policy says attempt counts are kept that long at most)`,
  )
  .transform(({ max, minutes }) => ({ max, windowMs: minutes * 60_000 }));

/** `address@domain` or `Name <address@domain>`, as nodemailer takes it. */
function isMailbox(value: string): boolean {
  const match = /^\s*(?:[^<>]*<([^<>]*)>|([^<>]*))\s*$/.exec(value);
  const address = (match?.[1] ?? match?.[2] ?? '').trim();
  return z.email().safeParse(address).success;
}

/** True when the path is a file (or something else that is not a folder). Any other trouble is for checkDataDir at start. */
function isExistingNonFolder(dir: string): boolean {
  try {
    const stat = fs.statSync(path.resolve(dir), { throwIfNoEntry: false });
    return stat !== undefined && !stat.isDirectory();
  } catch {
    return false;
  }
}

/**
 * The payment gateway is a choice, never a default: the sandbox lets anyone
 * mark their own PIX as paid, so a forgotten PAYMENT_GATEWAY must stop the
 * start rather than give the product away. `npm start` sets sandbox for a
 * local run (scripts/start.mjs); `node dist/server/main.js` never does.
 */
export const PAYMENT_GATEWAY_REQUIRED_MESSAGE =
  'must be set: pagarme to take real payments, or sandbox on purpose for a local try (in the sandbox anyone can mark their own PIX as paid; npm start sets it)';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z
    .string()
    .refine(
      (value) => [z.ipv4(), z.ipv6(), z.hostname()].some((schema) => schema.safeParse(value).success),
      'must be an IP address or a host name, such as 0.0.0.0, :: or localhost (no scheme or port)',
    )
    .default('0.0.0.0'),
  DATA_DIR: z
    .string()
    .regex(/\S/, 'must be a folder path')
    .refine((value) => !isExistingNonFolder(value), 'must be a folder, and this path is a file')
    .default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for the embedded SQLite)')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://rumo.app.br' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'must be an e-mail address, optionally with a name: Rumo <nao-responda@rumo.app.br>')
    .default('Rumo <nao-responda@rumo.app.br>'),
  SUPPORT_EMAIL: z.email().default('suporte@rumo.app.br'),
  SUPPORT_PHONE: z.string().min(8).max(30).default('(11) 3003-0000'),
  // Instagram and TikTok are where this audience is, so they are on by default (spec §2: social links
  // on /contact and the footer); `off` hides one.
  SOCIAL_INSTAGRAM_URL: z.union([z.literal('off'), z.url()]).default('https://www.instagram.com/rumo.app.br'),
  SOCIAL_TIKTOK_URL: z.union([z.literal('off'), z.url()]).default('https://www.tiktok.com/@rumo.app.br'),
  SOCIAL_YOUTUBE_URL: z.url().optional(),
  RATE_LIMIT_CONTACT_PER_IP: rateLimitSpec.prefault('5/60'),
  RATE_LIMIT_CONTACT_PER_EMAIL: rateLimitSpec.prefault('3/60'),
  STAFF_EMAIL_DOMAIN: z
    .string()
    .regex(/^@?[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as rumo.app.br')
    .default('rumo.app.br'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TEMPORARY_PASSWORD_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  RATE_LIMIT_LOGIN_PER_IP: rateLimitSpec.prefault('150/10'),
  // Failed logins: per account and client (guessing from one place stops within 5 tries, 429 there even for the right
  // password); per account across every client the failures are slowed down (LOGIN_FAILURE_DELAY_*) and, past the
  // budget, answered 429, but the right password is never refused because of other people's failures.
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: rateLimitSpec.prefault('5/15'),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: rateLimitSpec.prefault('30/60'),
  // The delay before answering a failed login: free for the account's first failures of the window, then this step,
  // doubling with each failure, up to the cap.
  LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  LOGIN_FAILURE_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(8_000),
  RATE_LIMIT_REGISTER_PER_IP: rateLimitSpec.prefault('80/10'),
  RATE_LIMIT_REGISTER_PER_EMAIL: rateLimitSpec.prefault('5/60'),
  RATE_LIMIT_FORGOT_PER_IP: rateLimitSpec.prefault('30/60'),
  // Forgot-password per address: from one client (3), and from all together (10, the most mail one address gets);
  // past either budget the answer is the same 200 and nothing is sent.
  RATE_LIMIT_FORGOT_PER_EMAIL_AND_IP: rateLimitSpec.prefault('3/60'),
  RATE_LIMIT_FORGOT_PER_EMAIL: rateLimitSpec.prefault('10/60'),
  RATE_LIMIT_CONFIRMATION_EMAIL_PER_USER: rateLimitSpec.prefault('3/60'),
  // Address changes on /profile: per account, and per new address (each one mails that address).
  RATE_LIMIT_EMAIL_CHANGE_PER_USER: rateLimitSpec.prefault('3/60'),
  RATE_LIMIT_EMAIL_CHANGE_PER_ADDRESS: rateLimitSpec.prefault('3/1440'),
  PRICE_CENTS: z.coerce.number().int().min(100).max(1_000_000).default(2990),
  /** A school licence seat (issue 30 item 6, decision 0197): one student's full report, bought by an educator for their class. */
  SCHOOL_SEAT_PRICE_CENTS: z.coerce.number().int().min(100).max(1_000_000).default(990),
  // No default: the sandbox lets anyone mark their own PIX as paid, so it is only ever chosen on purpose
  // (npm start chooses it for a local run; a production host sets pagarme).
  PAYMENT_GATEWAY: z.enum(['sandbox', 'pagarme'], {
    error: (issue) => (issue.input === undefined ? PAYMENT_GATEWAY_REQUIRED_MESSAGE : 'must be sandbox or pagarme'),
  }),
  PAGARME_API_URL: z.url().default('https://api.pagar.me/core/v5'),
  PAGARME_SECRET_KEY: z.string().regex(/^sk_/, 'must be a Pagar.me secret key (sk_...)').optional(),
  PAGARME_PUBLIC_KEY: z.string().regex(/^pk_/, 'must be a Pagar.me public key (pk_...)').optional(),
  PAGARME_WEBHOOK_SECRET: z.string().min(16, 'use at least 16 random characters').optional(),
  PIX_EXPIRES_IN_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  // The sandbox's card-token endpoint is anonymous, as Pagar.me's is: counted per client address.
  RATE_LIMIT_SANDBOX_TOKENS_PER_IP: rateLimitSpec.prefault('30/10'),
  RATE_LIMIT_SHARE_PER_IP: rateLimitSpec.prefault('10/60'),
  RATE_LIMIT_SHARE_PER_RECIPIENT: rateLimitSpec.prefault('3/1440'),
  RATE_LIMIT_SHARE_PER_ATTEMPT: rateLimitSpec.prefault('10/1440'),
  // Per account. A start also resumes the attempt in progress (every visit to /quiz without saved progress calls it);
  // a submit is POST /assessment/submit or /quiz/complete (the client retries a failed one up to 3 times).
  RATE_LIMIT_QUIZ_START_PER_USER: rateLimitSpec.prefault('60/10'),
  RATE_LIMIT_QUIZ_SUBMIT_PER_USER: rateLimitSpec.prefault('20/10'),
  // PDFs: renders (cache misses) per person, the worker threads rendering at once, and the renders that may wait for one.
  RATE_LIMIT_PDF_RENDERS_PER_USER: rateLimitSpec.prefault('10/1'),
  // A resume's private review link (decision 0186): its page's read and each opening of its PDF, per client and per link.
  RATE_LIMIT_REVIEW_LINK_PER_IP: rateLimitSpec.prefault('30/10'),
  RATE_LIMIT_REVIEW_LINK_PER_LINK: rateLimitSpec.prefault('60/60'),
  /** Joining a class (POST /schools/join): every try counts, a right code is taken back, so a spent budget stops guessing (decision 0195). */
  RATE_LIMIT_CLASS_JOIN_PER_USER: rateLimitSpec.prefault('10/60'),
  RATE_LIMIT_CLASS_JOIN_PER_IP: rateLimitSpec.prefault('30/60'),
  PDF_RENDER_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  PDF_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(20),
});

export type RateLimitRule = { max: number; windowMs: number };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  database: DatabaseConfig;
  mail: { transport: 'smtp'; smtpUrl: string } | { transport: 'file'; directory: string };
  mailFrom: string;
  supportEmail: string;
  site: { supportPhone: string; social: Array<{ name: string; url: string }> };
  contactLimits: { perIp: RateLimitRule; perEmail: RateLimitRule };
  /** Lower-case domain without the @. */
  staffEmailDomain: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  /** The web app's render entry for pages the server renders (src/web/app/server-render.tsx, built by `vite build --ssr`). */
  webRenderEntry: string;
  auth: {
    sessionTtlMs: number;
    temporaryPasswordTtlMs: number;
    /** The delay before answering a failed login, growing with the account's recent failures. */
    loginFailureDelay: { stepMs: number; maxMs: number };
    rateLimits: {
      loginPerIp: RateLimitRule;
      /** Failed logins (and change-password guesses) on one account from one IP. */
      loginFailuresPerEmailAndIp: RateLimitRule;
      /** Failed logins on one account from all IPs together: past it, failures (only) get 429. */
      loginFailuresPerEmail: RateLimitRule;
      registerPerIp: RateLimitRule;
      registerPerEmail: RateLimitRule;
      forgotPerIp: RateLimitRule;
      forgotPerEmailAndIp: RateLimitRule;
      forgotPerEmail: RateLimitRule;
      emailChangePerUser: RateLimitRule;
      emailChangePerAddress: RateLimitRule;
      /** "Reenviar e-mail" on the profile's confirm-your-e-mail banner. */
      confirmationEmailPerUser: RateLimitRule;
    };
  };
  quiz: {
    shareLimits: { perIp: RateLimitRule; perRecipient: RateLimitRule; perAttempt: RateLimitRule };
    /** POST /quiz/start per account. */
    startPerUser: RateLimitRule;
    /** POST /assessment/submit and /quiz/complete per account (one budget). */
    submitPerUser: RateLimitRule;
  };
  payment: PaymentConfig;
  pdf: {
    /** Worker threads rendering PDFs at once (default: the cores but one, at most 2, at least 1). */
    workers: number;
    /** Renders waiting for a worker; past it a render is refused with a 503. */
    queue: number;
    /** Renders (cache misses) of the report and resume PDFs per person. */
    rendersPerUser: RateLimitRule;
  };
  /** Reads of a resume's review link (its page's state and its PDF), per client address and per link. */
  reviewLinkLimits: { perIp: RateLimitRule; perLink: RateLimitRule };
  /** Wrong class codes, per account and per client address (decision 0195). */
  classJoinLimits: { perUser: RateLimitRule; perIp: RateLimitRule };
  /** The price of one school licence seat, in cents (decision 0197). */
  schoolSeatPriceCents: number;
}

export type PaymentConfig = {
  priceCents: number;
  pixExpiresInSeconds: number;
} & (
  { gateway: 'sandbox'; tokenLimitPerIp: RateLimitRule } | { gateway: 'pagarme'; apiUrl: string; secretKey: string; publicKey: string; webhookSecret: string }
);

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** `schema` isolates a test run; production uses the connection's default. */
  | { kind: 'postgres'; url: string; schema?: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_GATEWAY === 'pagarme') {
    const missing = (['PAGARME_SECRET_KEY', 'PAGARME_PUBLIC_KEY', 'PAGARME_WEBHOOK_SECRET'] as const).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when PAYMENT_GATEWAY=pagarme`).join('\n')}`);
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, 'rumo.sqlite') },
    mail: e.SMTP_URL ? { transport: 'smtp', smtpUrl: e.SMTP_URL } : { transport: 'file', directory: path.join(dataDir, 'mail') },
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    site: {
      supportPhone: e.SUPPORT_PHONE,
      social: (
        [
          ['Instagram', e.SOCIAL_INSTAGRAM_URL],
          ['TikTok', e.SOCIAL_TIKTOK_URL],
          ['YouTube', e.SOCIAL_YOUTUBE_URL],
        ] as const
      ).flatMap(([name, url]) => (url && url !== 'off' ? [{ name, url }] : [])),
    },
    contactLimits: { perIp: e.RATE_LIMIT_CONTACT_PER_IP, perEmail: e.RATE_LIMIT_CONTACT_PER_EMAIL },
    staffEmailDomain: e.STAFF_EMAIL_DOMAIN.replace(/^@/, '').toLowerCase(),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: path.resolve('dist/web'),
    webRenderEntry: path.resolve('dist/web-ssr/server-render.js'),
    auth: {
      sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3_600_000,
      temporaryPasswordTtlMs: e.TEMPORARY_PASSWORD_TTL_MINUTES * 60_000,
      loginFailureDelay: { stepMs: e.LOGIN_FAILURE_DELAY_MS, maxMs: e.LOGIN_FAILURE_DELAY_MAX_MS },
      rateLimits: {
        loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
        loginFailuresPerEmailAndIp: e.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP,
        loginFailuresPerEmail: e.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL,
        registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
        registerPerEmail: e.RATE_LIMIT_REGISTER_PER_EMAIL,
        forgotPerIp: e.RATE_LIMIT_FORGOT_PER_IP,
        forgotPerEmailAndIp: e.RATE_LIMIT_FORGOT_PER_EMAIL_AND_IP,
        forgotPerEmail: e.RATE_LIMIT_FORGOT_PER_EMAIL,
        emailChangePerUser: e.RATE_LIMIT_EMAIL_CHANGE_PER_USER,
        emailChangePerAddress: e.RATE_LIMIT_EMAIL_CHANGE_PER_ADDRESS,
        confirmationEmailPerUser: e.RATE_LIMIT_CONFIRMATION_EMAIL_PER_USER,
      },
    },
    payment:
      e.PAYMENT_GATEWAY === 'pagarme'
        ? {
            gateway: 'pagarme',
            priceCents: e.PRICE_CENTS,
            pixExpiresInSeconds: e.PIX_EXPIRES_IN_SECONDS,
            apiUrl: e.PAGARME_API_URL.replace(/\/$/, ''),
            secretKey: e.PAGARME_SECRET_KEY!,
            publicKey: e.PAGARME_PUBLIC_KEY!,
            webhookSecret: e.PAGARME_WEBHOOK_SECRET!,
          }
        : {
            gateway: 'sandbox',
            priceCents: e.PRICE_CENTS,
            pixExpiresInSeconds: e.PIX_EXPIRES_IN_SECONDS,
            tokenLimitPerIp: e.RATE_LIMIT_SANDBOX_TOKENS_PER_IP,
          },
    quiz: {
      shareLimits: {
        perIp: e.RATE_LIMIT_SHARE_PER_IP,
        perRecipient: e.RATE_LIMIT_SHARE_PER_RECIPIENT,
        perAttempt: e.RATE_LIMIT_SHARE_PER_ATTEMPT,
      },
      startPerUser: e.RATE_LIMIT_QUIZ_START_PER_USER,
      submitPerUser: e.RATE_LIMIT_QUIZ_SUBMIT_PER_USER,
    },
    pdf: {
      workers: e.PDF_RENDER_WORKERS ?? Math.min(2, Math.max(1, os.availableParallelism() - 1)),
      queue: e.PDF_RENDER_QUEUE,
      rendersPerUser: e.RATE_LIMIT_PDF_RENDERS_PER_USER,
    },
    reviewLinkLimits: { perIp: e.RATE_LIMIT_REVIEW_LINK_PER_IP, perLink: e.RATE_LIMIT_REVIEW_LINK_PER_LINK },
    classJoinLimits: { perUser: e.RATE_LIMIT_CLASS_JOIN_PER_USER, perIp: e.RATE_LIMIT_CLASS_JOIN_PER_IP },
    schoolSeatPriceCents: e.SCHOOL_SEAT_PRICE_CENTS,
  };
}

/** Why a file-system call failed, in words an operator acts on. */
function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied for the user running the server';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EEXIST':
      return 'the path is a file, not a folder';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}

/**
 * Makes sure DATA_DIR can hold what the server writes there (the SQLite
 * database, mail files, the PDF cache): the folder exists or can be created,
 * a file can be written in it, and an existing SQLite file can be opened for
 * writing. Throws a ConfigError saying which folder and why, for main.ts to
 * print without a stack trace.
 */
export function checkDataDir(config: Pick<AppConfig, 'dataDir' | 'database'>): void {
  const dir = config.dataDir;
  const fail = (what: string, error: unknown): never => {
    throw new ConfigError(`Invalid configuration:\n  DATA_DIR: cannot use the folder ${dir}: ${what} (${describeFileError(error)})`);
  };
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    fail('cannot create it', error);
  }
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    fail('cannot write a file in it', error);
  }
  if (config.database.kind === 'sqlite' && fs.existsSync(config.database.file)) {
    try {
      fs.closeSync(fs.openSync(config.database.file, 'r+'));
    } catch (error) {
      fail(`cannot open the database file ${path.basename(config.database.file)} for writing`, error);
    }
  }
}
