/**
 * Configuration is read once from the environment by loadConfig(env). These
 * tests pass the environment explicitly (never process.env): every variable
 * the README documents refuses a bad value with a ConfigError naming it, and
 * an empty environment gives the defaults of README and .env.example.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, PAYMENT_GATEWAY_REQUIRED_MESSAGE, loadConfig as loadConfigAsIs, type AppConfig } from './config';
import { testDatabaseKind } from './testing/test-server';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The gateway every start must name (here the sandbox), then `env`: the other variables are tested on their own. */
function loadConfig(env: Record<string, string>): AppConfig {
  return loadConfigAsIs({ PAYMENT_GATEWAY: 'sandbox', ...env });
}

/** The ConfigError that loadConfig throws for `env` (with the sandbox chosen); fails the test if it does not throw one. */
function configError(env: Record<string, string>, load: (env: Record<string, string>) => AppConfig = loadConfig): ConfigError {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  return expect.unreachable(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** The names of the variables a ConfigError reports, one per "  NAME: reason" line. */
function reportedVariables(error: ConfigError): string[] {
  return [...error.message.matchAll(/^ {2}([A-Z0-9_]+): \S.*$/gm)].map((match) => match[1]!);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-config-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const aFile = path.join(scratch, 'rumo.sqlite');
fs.writeFileSync(aFile, '');

const RATE_LIMITS = [
  'RATE_LIMIT_LOGIN_PER_IP',
  'RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP',
  'RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL',
  'RATE_LIMIT_REGISTER_PER_IP',
  'RATE_LIMIT_REGISTER_PER_EMAIL',
  'RATE_LIMIT_FORGOT_PER_IP',
  'RATE_LIMIT_FORGOT_PER_EMAIL',
  'RATE_LIMIT_CONFIRMATION_EMAIL_PER_USER',
  'RATE_LIMIT_SHARE_PER_IP',
  'RATE_LIMIT_SHARE_PER_RECIPIENT',
  'RATE_LIMIT_SHARE_PER_ATTEMPT',
  'RATE_LIMIT_CONTACT_PER_IP',
  'RATE_LIMIT_CONTACT_PER_EMAIL',
  'RATE_LIMIT_SANDBOX_TOKENS_PER_IP',
  'RATE_LIMIT_PDF_RENDERS_PER_USER',
  'RATE_LIMIT_REVIEW_LINK_PER_IP',
  'RATE_LIMIT_REVIEW_LINK_PER_LINK',
] as const;

/** Values an operator could plausibly write by mistake, per variable. */
const BAD_VALUES: Record<string, string[]> = {
  PORT: ['abc', '3000abc', '-1', '65536', '80.5'],
  HOST: ['http://0.0.0.0', 'localhost:3000', 'my host', ' '],
  DATA_DIR: [aFile, '   '],
  DATABASE_URL: ['mysql://root@localhost/rumo', 'localhost:5432/rumo', 'file:./rumo.sqlite'],
  PUBLIC_URL: ['rumo.app.br', 'localhost:3000', 'ftp://rumo.app.br', 'javascript:alert(1)'],
  SMTP_URL: ['smtp.example.com:587', 'http://smtp.example.com', 'mail.example.com'],
  MAIL_FROM: ['Rumo', 'nao-responda', 'Rumo <nao-responda>', 'Rumo <>'],
  SUPPORT_EMAIL: ['suporte', 'suporte@', '@rumo.app.br', 'suporte rumo@rumo.app.br'],
  STAFF_EMAIL_DOMAIN: ['rumo', 'https://rumo.app.br', 'staff@rumo.app.br', 'rumo app.br'],
  LOG_LEVEL: ['verbose', 'INFO!', '30'],
  SESSION_TTL_DAYS: ['abc', '0', '-5', '1.5', '366'],
  PRICE_CENTS: ['abc', '29.90', '0', '-2990', '99'],
  PAYMENT_GATEWAY: ['stripe', 'Sandbox', 'pagseguro'],
  PDF_RENDER_WORKERS: ['abc', '0', '1.5', '17'],
  PDF_RENDER_QUEUE: ['abc', '-1', '2.5', '1001'],
  ...Object.fromEntries(RATE_LIMITS.map((name) => [name, ['10', 'ten/15', '10/15m', '10 / 15', '0/15', '10/0', '-1/15', '3/1441']])),
};

describe(`configuration: bad values are refused, naming the variable (${testDatabaseKind})`, () => {
  for (const [name, values] of Object.entries(BAD_VALUES)) {
    it(`${name}`, () => {
      for (const value of values) {
        const error = configError({ [name]: value });
        expect(reportedVariables(error), `${name}=${JSON.stringify(value)}: ${error.message}`).toEqual([name]);
        expect(error.message).toMatch(/^Invalid configuration:\n/);
      }
    });
  }

  it('reports every bad variable at once, so one start shows the operator all of them', () => {
    const error = configError({ PORT: 'http', LOG_LEVEL: 'loud', SUPPORT_EMAIL: 'nobody', RATE_LIMIT_LOGIN_PER_IP: 'many' });
    expect(reportedVariables(error).sort()).toEqual(['LOG_LEVEL', 'PORT', 'RATE_LIMIT_LOGIN_PER_IP', 'SUPPORT_EMAIL']);
  });

  it('treats an empty value as unset, as a blank line in .env means', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '' })).toEqual(loadConfig({}));
  });
});

describe(`configuration: the payment sandbox is never a default (${testDatabaseKind})`, () => {
  it('without PAYMENT_GATEWAY the start is refused, in production or not, naming PAYMENT_GATEWAY and why', () => {
    const envs: Array<Record<string, string>> = [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }, { PAYMENT_GATEWAY: '' }];
    for (const env of envs) {
      const error = configError(env, loadConfigAsIs);
      expect(reportedVariables(error)).toEqual(['PAYMENT_GATEWAY']);
      expect(error.message).toBe(`Invalid configuration:\n  PAYMENT_GATEWAY: ${PAYMENT_GATEWAY_REQUIRED_MESSAGE}`);
      expect(error.message).toContain('sandbox');
    }
  });

  it('is reported with the other bad variables at once', () => {
    expect(reportedVariables(configError({ NODE_ENV: 'production', PORT: 'http' }, loadConfigAsIs)).sort()).toEqual(['PAYMENT_GATEWAY', 'PORT']);
  });

  it('starts on the sandbox only when PAYMENT_GATEWAY=sandbox says so, and on Pagar.me when configured', () => {
    expect(loadConfigAsIs({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' }).payment.gateway).toBe('sandbox');
    const pagarme = loadConfigAsIs({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'pagarme',
      PAGARME_SECRET_KEY: 'sk_live_x',
      PAGARME_PUBLIC_KEY: 'pk_live_x',
      PAGARME_WEBHOOK_SECRET: '0123456789abcdef0123',
    });
    expect(pagarme.payment.gateway).toBe('pagarme');
  });
});

describe(`configuration: good values are read (${testDatabaseKind})`, () => {
  it('reads each documented variable into the typed config', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: scratch,
      DATABASE_URL: 'postgres://rumo:segredo@db.internal:5432/rumo',
      PUBLIC_URL: 'https://rumo.app.br/',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: '"Equipe Rumo" <contato@rumo.app.br>',
      SUPPORT_EMAIL: 'ajuda@rumo.app.br',
      STAFF_EMAIL_DOMAIN: '@Equipe.Rumo.App.BR',
      LOG_LEVEL: 'debug',
      SESSION_TTL_DAYS: '7',
      PRICE_CENTS: '4990',
      RATE_LIMIT_LOGIN_PER_IP: '20/5',
      RATE_LIMIT_CONTACT_PER_EMAIL: '1/1440',
      RATE_LIMIT_PDF_RENDERS_PER_USER: '4/2',
      PDF_RENDER_WORKERS: '3',
      PDF_RENDER_QUEUE: '0',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(scratch);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://rumo:segredo@db.internal:5432/rumo' });
    expect(config.publicUrl).toBe('https://rumo.app.br');
    expect(config.mail).toEqual({ transport: 'smtp', smtpUrl: 'smtps://user:pass@smtp.example.com:465' });
    expect(config.mailFrom).toBe('"Equipe Rumo" <contato@rumo.app.br>');
    expect(config.supportEmail).toBe('ajuda@rumo.app.br');
    expect(config.staffEmailDomain).toBe('equipe.rumo.app.br');
    expect(config.logLevel).toBe('debug');
    expect(config.auth.sessionTtlMs).toBe(7 * DAY);
    expect(config.payment.priceCents).toBe(4990);
    expect(config.auth.rateLimits.loginPerIp).toEqual({ max: 20, windowMs: 5 * MINUTE });
    expect(config.contactLimits.perEmail).toEqual({ max: 1, windowMs: 1440 * MINUTE });
    expect(config.pdf).toEqual({ workers: 3, queue: 0, rendersPerUser: { max: 4, windowMs: 2 * MINUTE } });
  });

  it('accepts the usual ways to write a host, a sender and a data folder', () => {
    for (const host of ['0.0.0.0', '::', '::1', 'localhost', 'rumo-app', 'api.rumo.app.br']) expect(loadConfig({ HOST: host }).host).toBe(host);
    for (const from of ['nao-responda@rumo.app.br', 'Rumo <nao-responda@rumo.app.br>', '"Rumo, carreiras" <oi@rumo.app.br>']) {
      expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    }
    expect(loadConfig({ DATA_DIR: path.join(scratch, 'not-yet-created') }).dataDir).toBe(path.join(scratch, 'not-yet-created'));
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173' }).publicUrl).toBe('http://localhost:5173');
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/rumo' }).database.kind).toBe('postgres');
    expect(loadConfig({ PAYMENT_GATEWAY: 'sandbox' }).payment.gateway).toBe('sandbox');
  });
});

describe(`configuration: defaults are the documented ones (${testDatabaseKind})`, () => {
  it('starts with only PAYMENT_GATEWAY, with the defaults of README', () => {
    const config = loadConfig({});
    const dataDir = path.resolve('./data');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      database: { kind: 'sqlite', file: path.join(dataDir, 'rumo.sqlite') },
      publicUrl: 'http://localhost:3000',
      mail: { transport: 'file', directory: path.join(dataDir, 'mail') },
      mailFrom: 'Rumo <nao-responda@rumo.app.br>',
      supportEmail: 'suporte@rumo.app.br',
      staffEmailDomain: 'rumo.app.br',
      logLevel: 'info',
      trustProxy: false,
      auth: {
        sessionTtlMs: 30 * DAY,
        temporaryPasswordTtlMs: 60 * MINUTE,
        rateLimits: {
          loginPerIp: { max: 150, windowMs: 10 * MINUTE },
          loginFailuresPerEmailAndIp: { max: 5, windowMs: 15 * MINUTE },
          loginFailuresPerEmail: { max: 30, windowMs: 60 * MINUTE },
          registerPerIp: { max: 80, windowMs: 10 * MINUTE },
          registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
          forgotPerIp: { max: 30, windowMs: 60 * MINUTE },
          forgotPerEmailAndIp: { max: 3, windowMs: 60 * MINUTE },
          forgotPerEmail: { max: 10, windowMs: 60 * MINUTE },
          confirmationEmailPerUser: { max: 3, windowMs: 60 * MINUTE },
          emailChangePerUser: { max: 3, windowMs: 60 * MINUTE },
          emailChangePerAddress: { max: 3, windowMs: 24 * 60 * MINUTE },
        },
        loginFailureDelay: { stepMs: 250, maxMs: 8000 },
      },
      quiz: {
        shareLimits: {
          perIp: { max: 10, windowMs: 60 * MINUTE },
          perRecipient: { max: 3, windowMs: 1440 * MINUTE },
          perAttempt: { max: 10, windowMs: 1440 * MINUTE },
        },
        startPerUser: { max: 60, windowMs: 10 * MINUTE },
        submitPerUser: { max: 20, windowMs: 10 * MINUTE },
      },
      contactLimits: { perIp: { max: 5, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
      payment: { gateway: 'sandbox', priceCents: 2990, pixExpiresInSeconds: 600, tokenLimitPerIp: { max: 30, windowMs: 10 * MINUTE } },
      pdf: { workers: Math.min(2, Math.max(1, os.availableParallelism() - 1)), queue: 20, rendersPerUser: { max: 10, windowMs: MINUTE } },
    } satisfies Partial<Record<keyof AppConfig, unknown>>);
  });

  it('links e-mails to localhost on the chosen PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('.env.example writes out exactly the defaults, and names every variable README documents', () => {
    const example = fs.readFileSync(path.resolve('.env.example'), 'utf8');
    const assigned = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]));
    // Copying .env.example to .env must change nothing (and chooses no gateway: PAYMENT_GATEWAY is commented out).
    expect(assigned.PAYMENT_GATEWAY).toBeUndefined();
    expect(loadConfig(assigned)).toEqual(loadConfig({}));
    // Commented-out ones (DATABASE_URL, SMTP_URL, ...) count as named too.
    const named = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
    for (const name of Object.keys(BAD_VALUES)) expect(named, `.env.example should name ${name}`).toContain(name);
  });
});
