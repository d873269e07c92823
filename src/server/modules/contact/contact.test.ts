/**
 * POST /api/contact and GET /api/site-config over HTTP, against a real
 * database and a real loopback SMTP server standing in for support's mailbox.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, type ContractBody } from '../../../shared/contracts/contract';
import { contactContract, siteConfigContract } from '../../../shared/contracts/contact.contract';
import { openDatabase, type DatabaseHandle } from '../../platform/database/database';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink';
import { createTestClock, startTestServer, testDatabaseKind, type TestResponse, type TestServer } from '../../testing/test-server';

const SUPPORT_EMAIL = 'atendimento.testes@rumo.app.br';
const MAIL_FROM_ADDRESS = 'nao-responda@rumo.app.br';
const RELAXED = { RATE_LIMIT_CONTACT_PER_IP: '100000/60', RATE_LIMIT_CONTACT_PER_EMAIL: '100000/60' };
const MINUTE = 60_000;

/** The contract's messages, written out so a change of wording is a visible change here. */
const TEXT = {
  success: 'Mensagem enviada com sucesso!',
  required: 'Por favor, preencha todos os campos',
  email: 'Por favor, digite um email válido',
  emailTooLong: 'O email pode ter no máximo 254 caracteres',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres',
  nameRequired: 'Por favor, digite seu nome completo (nome e sobrenome)',
  nameInvalid: 'Por favor, digite um nome válido com nome e sobrenome',
  nameCharacters: "Use no nome apenas letras, espaços, hífen (-) e apóstrofo (')",
  subjectTooLong: 'O assunto pode ter no máximo 150 caracteres',
  messageTooLong: 'A mensagem pode ter no máximo 5000 caracteres',
  messageTooShort: 'A mensagem deve ter pelo menos 10 caracteres',
  invalidCharacter: 'O texto enviado contém um caractere inválido.',
  tooManyIn60Minutes: 'Muitas tentativas em pouco tempo. Aguarde 60 minutos e tente novamente.',
} as const;

let counter = 0;
function uniqueEmail(tag = 'contato'): string {
  counter += 1;
  return `${tag}.${counter}${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

type ContactBody = ContractBody<typeof contactContract>;

function validBody(overrides: Partial<ContactBody> = {}): ContactBody {
  return {
    name: 'Joana Pereira',
    email: uniqueEmail(),
    subject: 'Dúvida sobre o relatório',
    message: 'Olá! Gostaria de saber como baixar o PDF do meu relatório.',
    ...overrides,
  };
}

function contact(server: Pick<TestServer, 'call'>, body: ContactBody, headers?: Record<string, string>): Promise<TestResponse> {
  return server.call(contactContract, { body, ...(headers ? { headers } : {}) });
}

/** For what the contract's type refuses: missing, unknown or wrongly typed fields, and values over a limit. */
function contactRaw(server: Pick<TestServer, 'request'>, body: unknown): Promise<TestResponse> {
  return server.request('POST', '/api/contact', { body });
}

function expectCreated(res: TestResponse): void {
  expect(res.status, res.text).toBe(201);
  expect(res.body).toEqual({ success: true, message: TEXT.success, data: {} });
}

/** A 4xx error envelope with the exact Portuguese message (and, for a field, that field first in `errors`). */
function expectError(res: TestResponse, status: number, message: string, field?: string): void {
  expect(res.status, res.text).toBe(status);
  const parsed = errorEnvelopeSchema.strict().safeParse(res.body);
  expect(parsed.success, res.text).toBe(true);
  expect(res.body.message).toBe(message);
  if (field !== undefined) expect(res.body.errors?.[0]).toEqual({ field, message });
}

function expectTooMany(res: TestResponse, message: string = TEXT.tooManyIn60Minutes): void {
  expectError(res, 429, message);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

type AddressField = ReceivedMail['to'];
const addressesOf = (field: AddressField) =>
  (field === undefined ? [] : Array.isArray(field) ? field : [field]).flatMap((group) => group.value.map((a) => a.address));
const replyToOf = (mail: ReceivedMail) => addressesOf(mail.replyTo);

async function storedFrom(db: DatabaseHandle, email: string) {
  return db.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
}

async function queuedFrom(db: DatabaseHandle, email: string) {
  return db.db.selectFrom('outbox_emails').selectAll().where('reply_to', '=', email).execute();
}

describe(`contact: POST /api/contact stores the message and mails it to support (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-04-06T13:30:00.000Z'));
  let sink: SmtpSink;
  let server: TestServer;
  let db: DatabaseHandle;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED, SMTP_URL: sink.url, SUPPORT_EMAIL }, { now: clock.now });
    db = await openDatabase(server.config.database);
  });
  afterAll(async () => {
    await db?.close();
    await server?.close();
    await sink?.close();
  });

  /** Sends a valid message and waits for it at the sink: once it arrives, anything queued before it has been sent. */
  async function deliveredMarker(): Promise<void> {
    const body = validBody({ subject: `Marcador ${randomBytes(3).toString('hex')}` });
    expectCreated(await contact(server, body));
    await sink.waitFor((m) => m.subject === `[Contato] ${String(body.subject)}`);
  }

  /** Nothing from this sender was stored, queued or mailed. */
  async function expectNothingFrom(email: string): Promise<void> {
    await deliveredMarker();
    expect(await storedFrom(db, email)).toHaveLength(0);
    expect(await queuedFrom(db, email)).toHaveLength(0);
    expect(sink.messages.some((m) => replyToOf(m).includes(email) || (m.text ?? '').includes(email))).toBe(false);
  }

  it('answers 201, stores the message (trimmed) and e-mails it to SUPPORT_EMAIL with the sender as Reply-To', async () => {
    const email = uniqueEmail('joana');
    const message = 'Olá! Paguei pelo PIX e o relatório ainda aparece bloqueado.\nPodem verificar?\nObrigada.';
    const res = await contact(server, {
      name: '  Joana Pereira  ',
      email: `  ${email}  `,
      subject: '  Relatório não liberado  ',
      message: `\n  ${message}  \n`,
    });
    expectCreated(res);

    const rows = await storedFrom(db, email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Joana Pereira',
      email,
      subject: 'Relatório não liberado',
      message,
      ip: '127.0.0.1',
      created_at: clock.now().toISOString(),
      // Unanswered until staff mark it in the console.
      answered_at: null,
      answered_by_user_id: null,
      // Sent by a visitor: no account (a signed-in sender's account is linked, account-data.addresses.test.ts).
      user_id: null,
    });

    const mail = await sink.waitFor((m) => replyToOf(m).includes(email));
    expect(mail.envelope.rcptTo).toEqual([SUPPORT_EMAIL]);
    expect(addressesOf(mail.to)).toEqual([SUPPORT_EMAIL]);
    expect(replyToOf(mail)).toEqual([email]);
    expect(addressesOf(mail.from)).toEqual([MAIL_FROM_ADDRESS]);
    expect(mail.envelope.mailFrom).toBe(MAIL_FROM_ADDRESS);
    expect(mail.cc).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('[Contato] Relatório não liberado');
    expect(mail.text).toContain(`(#${row.id})`);
    expect(mail.text).toContain('Nome: Joana Pereira');
    expect(mail.text).toContain(`Email: ${email}`);
    expect(mail.text).toContain('Assunto: Relatório não liberado');
    expect(mail.text).toContain(message);
    expect(mail.html).toContain('Joana Pereira');
    expect(mail.html).toContain('Paguei pelo PIX e o relatório ainda aparece bloqueado.');

    // One e-mail for one message.
    await deliveredMarker();
    expect(sink.messages.filter((m) => replyToOf(m).includes(email))).toHaveLength(1);
    const queued = await queuedFrom(db, email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'contact', to_address: SUPPORT_EMAIL, status: 'SENT', attempts: 1 });
  });

  it('escapes HTML in the e-mail: what the sender typed is shown, never run', async () => {
    const email = uniqueEmail('html');
    expectCreated(
      await contact(
        server,
        validBody({ email, name: "Joana D'Arc", subject: 'Teste <img src=x onerror=alert(1)>', message: '<script>alert("oi")</script> & mais texto' }),
      ),
    );
    const mail = await sink.waitFor((m) => replyToOf(m).includes(email));
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('&lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt; &amp; mais texto');
    expect(html).toContain('Joana D&#39;Arc');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    // The plain text keeps it as typed.
    expect(mail.text).toContain('<script>alert("oi")</script> & mais texto');
    expect(mail.subject).toBe('[Contato] Teste <img src=x onerror=alert(1)>');
  });

  it('accepts the limits exactly: name 120, subject 150, message 10 and 5000 characters', async () => {
    for (const overrides of [
      { name: `Ana ${'N'.repeat(116)}`, subject: 'S'.repeat(150), message: 'M'.repeat(5000) },
      { name: 'Lu Li', subject: 'A', message: 'ç'.repeat(10) },
    ]) {
      const email = uniqueEmail('limite');
      expectCreated(await contact(server, validBody({ email, ...overrides })));
      const [row] = await storedFrom(db, email);
      expect(row).toMatchObject(overrides);
    }
  });

  it('ignores fields the contract does not list (id, ip, created_at cannot be chosen by the sender)', async () => {
    const email = uniqueEmail('extra');
    const res = await contactRaw(server, {
      ...validBody({ email }),
      id: 'escolhido',
      ip: '10.9.8.7',
      created_at: '2000-01-01T00:00:00.000Z',
      to: 'outro@exemplo.com',
    });
    expectCreated(res);
    const [row] = await storedFrom(db, email);
    expect(row!.id).not.toBe('escolhido');
    expect(row!.ip).toBe('127.0.0.1');
    expect(row!.created_at).toBe(clock.now().toISOString());
    const mail = await sink.waitFor((m) => replyToOf(m).includes(email));
    expect(mail.envelope.rcptTo).toEqual([SUPPORT_EMAIL]);
  });

  describe('validation: 400 with the contract message, nothing stored or sent', () => {
    const fields = ['name', 'email', 'subject', 'message'] as const;

    it.each(fields)('%s missing', async (field) => {
      const { email } = validBody();
      const body: Record<string, unknown> = validBody({ email });
      delete body[field];
      expectError(await contactRaw(server, body), 400, TEXT.required, field);
      if (field !== 'email') await expectNothingFrom(email);
    });

    it.each(fields.flatMap((field) => (['', '   ', '\r\n\t '] as const).map((value) => [field, value] as const)))('%s blank (%j)', async (field, value) => {
      const body = validBody({ [field]: value });
      expectError(await contact(server, body), 400, TEXT.required, field);
      if (field !== 'email') await expectNothingFrom(body.email);
    });

    it.each(fields.flatMap((field) => ([42, null, true, ['texto'], { texto: 'x' }] as const).map((value) => [field, value] as const)))(
      '%s of the wrong type (%j)',
      async (field, value) => {
        const body = { ...validBody(), [field]: value };
        expectError(await contactRaw(server, body), 400, TEXT.required, field);
      },
    );

    it('an empty body lists every field, in order', async () => {
      const res = await contactRaw(server, {});
      expectError(res, 400, TEXT.required);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email', 'subject', 'message']);
      for (const error of res.body.errors) expect(error.message).toBe(TEXT.required);
    });

    it.each([
      ['name', '121 characters', 'N'.repeat(121), TEXT.nameTooLong],
      ['subject', '151 characters', 'S'.repeat(151), TEXT.subjectTooLong],
      ['message', '5001 characters', 'M'.repeat(5001), TEXT.messageTooLong],
      ['message', '100,000 characters', 'M'.repeat(100_000), TEXT.messageTooLong],
      // Over its limit, a text is refused with a message naming the limit (issue 28), the one the form shows too.
      ['email', '262 characters', `${'a'.repeat(250)}@exemplo.com`, TEXT.emailTooLong],
      ['message', '9 characters', 'Curta oi!', TEXT.messageTooShort],
      ['message', '5 characters once trimmed', '   curta    ', TEXT.messageTooShort],
    ] as const)('%s of %s', async (field, _label, value, message) => {
      const body = validBody({ [field]: value });
      expectError(await contactRaw(server, body), 400, message, field);
      if (field !== 'email') await expectNothingFrom(body.email);
    });

    it.each([
      'semarroba.exemplo.com',
      'a@b',
      'a b@exemplo.com',
      '@exemplo.com',
      'nome@',
      'a@@exemplo.com',
      'nome@exemplo.com, outro@exemplo.com',
      'Nome <nome@exemplo.com>',
    ])('email %j is not an address', async (email) => {
      expectError(await contact(server, validBody({ email })), 400, TEXT.email, 'email');
    });

    it('a line break inside the subject is refused: it would become an e-mail header', async () => {
      const hidden = uniqueEmail('oculto');
      for (const subject of ['Olá\r\nBcc: ' + hidden, 'Olá\nBcc: ' + hidden, 'Linha 1\rLinha 2']) {
        const body = validBody({ subject });
        expectError(await contact(server, body), 400, TEXT.required, 'subject');
        await expectNothingFrom(body.email);
      }
      expect(sink.messages.some((m) => m.envelope.rcptTo.includes(hidden))).toBe(false);
    });

    it('a line break inside the e-mail is refused: it would become a Reply-To header', async () => {
      const hidden = uniqueEmail('oculto');
      const sender = uniqueEmail('quebra');
      for (const email of [`${sender}\r\nBcc: ${hidden}`, `${sender}\nCc: ${hidden}`, sender.replace('@', '\r\n@')]) {
        expectError(await contact(server, validBody({ email })), 400, TEXT.email, 'email');
      }
      await expectNothingFrom(sender);
      expect(sink.messages.some((m) => m.envelope.rcptTo.includes(hidden))).toBe(false);
    });

    it('line breaks around the e-mail are trimmed away: Reply-To is exactly the address', async () => {
      const email = uniqueEmail('aparado');
      expectCreated(await contact(server, validBody({ email: `\r\n${email}\r\n` })));
      const mail = await sink.waitFor((m) => replyToOf(m).includes(email));
      expect(replyToOf(mail)).toEqual([email]);
      expect(mail.envelope.rcptTo).toEqual([SUPPORT_EMAIL]);
    });

    it('line breaks in the message stay in the body and add no header or recipient; in the name they become one space', async () => {
      const hidden = uniqueEmail('oculto');
      const email = uniqueEmail('corpo');
      const res = await contact(server, validBody({ email, name: 'Ana\r\nSouza', message: `Primeira linha.\r\nBcc: ${hidden}\r\n\r\nFim da mensagem.` }));
      expectCreated(res);
      expect((await storedFrom(db, email))[0]?.name).toBe('Ana Souza');
      const mail = await sink.waitFor((m) => replyToOf(m).includes(email));
      expect(mail.envelope.rcptTo).toEqual([SUPPORT_EMAIL]);
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.text).toContain('Fim da mensagem.');
    });

    it.each([
      ['a first name alone', 'Joana', TEXT.nameRequired],
      ['a one-letter word', 'J Pereira', TEXT.nameInvalid],
      ['a header in it', 'Ana\r\nBcc: oculto@exemplo.com', TEXT.nameCharacters],
      ['markup', 'Ana <b>Negrito</b>', TEXT.nameCharacters],
      ['a link', 'Ana https://evil.example', TEXT.nameCharacters],
      ['a sentence joined by U+2800 blanks', 'Ganhe\u2800R$500\u2800em\u2800evil.example\u2800agora Silva', TEXT.nameCharacters],
      ['digits', 'Ana Souza 22', TEXT.nameCharacters],
      ['an emoji', 'Ana Souza 🎉', TEXT.nameCharacters],
    ] as const)('the name follows the person-name rule of register and profile: %s is refused', async (_label, name, message) => {
      const body = validBody({ name });
      expectError(await contact(server, body), 400, message, 'name');
      await expectNothingFrom(body.email);
    });

    it('a name of any script, with accents, hyphens and apostrophes is accepted, its spaces collapsed', async () => {
      for (const [name, stored] of [
        ['  Maria   da Conceição  ', 'Maria da Conceição'],
        ["Ana-Luíza D'Ávila", "Ana-Luíza D'Ávila"],
        ['João O’Neill', 'João O’Neill'],
        ['Łucja Żółć', 'Łucja Żółć'],
      ] as const) {
        const email = uniqueEmail('nome');
        expectCreated(await contact(server, validBody({ email, name })));
        expect((await storedFrom(db, email))[0]?.name).toBe(stored);
      }
    });

    it('a NUL character anywhere is refused', async () => {
      for (const field of fields) {
        const body = validBody();
        const value = field === 'email' ? body.email.replace('@', '\u0000@') : `Texto com \u0000 no meio, longo o bastante`;
        expectError(await contact(server, { ...body, [field]: value }), 400, TEXT.invalidCharacter);
        if (field !== 'email') await expectNothingFrom(body.email);
      }
    });

    it.each([
      ['not JSON', 'isto não é json', 400, 'O corpo da requisição não é um JSON válido.'],
      ['truncated JSON', '{"name": "Ana"', 400, 'O corpo da requisição não é um JSON válido.'],
      ['an array', '[]', 400, undefined],
      ['null', 'null', 400, undefined],
      ['a string', '"oi"', 400, undefined],
    ] as const)('a body that is %s gets a 400 envelope, never a 500', async (_label, rawBody, status, message) => {
      const res = await server.request('POST', '/api/contact', { rawBody });
      expect(res.status, res.text).toBe(status);
      expect(errorEnvelopeSchema.strict().safeParse(res.body).success, res.text).toBe(true);
      if (message) expect(res.body.message).toBe(message);
    });

    it('an empty body, another content type and an oversized body get 4xx envelopes', async () => {
      const empty = await server.request('POST', '/api/contact', { rawBody: '' });
      expect(empty.status, empty.text).toBe(400);
      expect(empty.body.success).toBe(false);

      const form = await server.request('POST', '/api/contact', {
        rawBody: 'name=Ana&email=a%40b.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectError(form, 415, 'Formato não suportado. Envie os dados em JSON.');

      const email = uniqueEmail('enorme');
      const huge = await contactRaw(server, validBody({ email, message: 'x'.repeat(300 * 1024) }));
      expectError(huge, 413, 'O conteúdo enviado é grande demais.');
      await expectNothingFrom(email);
    });
  });

  it('GET is not a way to send: only POST /api/contact exists', async () => {
    const res = await server.request('GET', '/api/contact');
    expect([404, 405]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});

describe(`contact: stored and queued even when mail is down (${testDatabaseKind})`, () => {
  it('answers 201 while SMTP refuses, keeps the message and the pending e-mail, and delivers it when SMTP is back', async () => {
    const clock = createTestClock(new Date('2026-04-06T13:30:00.000Z'));
    const sink = await startSmtpSink();
    const server = await startTestServer({ ...RELAXED, SMTP_URL: sink.url, SUPPORT_EMAIL }, { now: clock.now });
    const db = await openDatabase(server.config.database);
    try {
      sink.setFailing(true);
      const email = uniqueEmail('semcorreio');
      expectCreated(await contact(server, validBody({ email })));
      expect(await storedFrom(db, email)).toHaveLength(1);
      await sink.waitUntil(() => sink.refused.some((m) => replyToOf(m).includes(email)));
      let queued = await queuedFrom(db, email);
      for (let i = 0; i < 50 && queued[0]?.attempts !== 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        queued = await queuedFrom(db, email);
      }
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ status: 'PENDING', attempts: 1, to_address: SUPPORT_EMAIL });

      sink.setFailing(false);
      clock.advance(5_000);
      // The worker's next poll finds it due.
      const mail = await sink.waitFor((m) => replyToOf(m).includes(email));
      expect(mail.envelope.rcptTo).toEqual([SUPPORT_EMAIL]);
    } finally {
      await db.close();
      await server.close();
      await sink.close();
    }
  });
});

describe(`contact: rate limits (${testDatabaseKind})`, () => {
  it('per IP: past the budget every sender from that IP gets 429, nothing is stored, and the window reopens', async () => {
    const clock = createTestClock(new Date('2026-04-06T13:30:00.000Z'));
    const server = await startTestServer({ ...RELAXED, RATE_LIMIT_CONTACT_PER_IP: '3/60' }, { now: clock.now });
    const db = await openDatabase(server.config.database);
    try {
      for (let i = 0; i < 3; i++) expectCreated(await contact(server, validBody()));
      const blocked = validBody();
      const res = await contact(server, blocked);
      expectTooMany(res);
      expect(res.headers.get('retry-after')).toBe('3600');
      expect(await storedFrom(db, blocked.email)).toHaveLength(0);
      expect(await queuedFrom(db, blocked.email)).toHaveLength(0);
      // A spoofed X-Forwarded-For buys nothing when the proxy is not trusted.
      expectTooMany(await contact(server, validBody(), { 'x-forwarded-for': '203.0.113.50' }));

      clock.advance(59 * MINUTE);
      expectTooMany(await contact(server, validBody()), 'Muitas tentativas em pouco tempo. Aguarde 1 minuto e tente novamente.');
      clock.advance(1 * MINUTE);
      expectCreated(await contact(server, blocked));
      expect(await storedFrom(db, blocked.email)).toHaveLength(1);
    } finally {
      await db.close();
      await server.close();
    }
  });

  it('per IP behind a trusted proxy: each client address has its own budget, and is the one stored', async () => {
    const server = await startTestServer({ ...RELAXED, RATE_LIMIT_CONTACT_PER_IP: '2/60', TRUST_PROXY: 'true' });
    const db = await openDatabase(server.config.database);
    try {
      const from = (ip: string, email = uniqueEmail()) => contact(server, validBody({ email }), { 'x-forwarded-for': ip });
      expectCreated(await from('198.51.100.7'));
      expectCreated(await from('198.51.100.7'));
      expectTooMany(await from('198.51.100.7'));
      const email = uniqueEmail('outroip');
      expectCreated(await from('198.51.100.8', email));
      expect((await storedFrom(db, email))[0]!.ip).toBe('198.51.100.8');
      // IPv6 clients count by /64 (one home or phone line hands out many addresses); the full address is the one stored.
      const v6Email = uniqueEmail('ipv6');
      expectCreated(await from('2001:db8:7:8::1', v6Email));
      expectCreated(await from('2001:db8:7:8:ffff::2'));
      expectTooMany(await from('2001:db8:7:8::3'));
      expectCreated(await from('2001:db8:7:9::1'));
      expect((await storedFrom(db, v6Email))[0]!.ip).toBe('2001:db8:7:8::1');
    } finally {
      await db.close();
      await server.close();
    }
  });

  it('per sender e-mail: the same address (any case, any spaces) is limited; other senders are not', async () => {
    const server = await startTestServer({ ...RELAXED, RATE_LIMIT_CONTACT_PER_EMAIL: '2/60' });
    const db = await openDatabase(server.config.database);
    try {
      const email = uniqueEmail('insistente');
      expectCreated(await contact(server, validBody({ email })));
      expectCreated(await contact(server, validBody({ email: email.toUpperCase() })));
      expectTooMany(await contact(server, validBody({ email })));
      expectTooMany(await contact(server, validBody({ email: `  ${email.replace(/^./, (c) => c.toUpperCase())}  ` })));
      expect(await storedFrom(db, email)).toHaveLength(1);
      expectCreated(await contact(server, validBody()));
    } finally {
      await db.close();
      await server.close();
    }
  });

  it('by default: 5 messages per IP and 3 per sender address per hour', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const from = (ip: string, email: string) => contact(server, validBody({ email }), { 'x-forwarded-for': ip });
      for (let i = 0; i < 5; i++) expectCreated(await from('192.0.2.1', uniqueEmail()));
      expectTooMany(await from('192.0.2.1', uniqueEmail()));

      const email = uniqueEmail('padrao');
      for (let i = 0; i < 3; i++) expectCreated(await from('192.0.2.2', email));
      expectTooMany(await from('192.0.2.2', email));
      expectTooMany(await from('192.0.2.3', email));
    } finally {
      await server.close();
    }
  });
});

describe(`site config: GET /api/site-config (${testDatabaseKind})`, () => {
  /** The site config answered by an app started with `env`; the app is closed afterwards. */
  async function siteConfig(env: Record<string, string> = {}, token?: string): Promise<TestResponse> {
    const server = await startTestServer(env);
    try {
      return await server.call(siteConfigContract, token ? { token } : {});
    } finally {
      await server.close();
    }
  }

  it('shows the support channels from the configuration, and only the social links that are set', async () => {
    const res = await siteConfig({
      SUPPORT_EMAIL: 'ajuda@rumo.exemplo.com.br',
      SUPPORT_PHONE: '(21) 4000-1234',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.com/rumo.exemplo',
      SOCIAL_TIKTOK_URL: 'off',
      SOCIAL_YOUTUBE_URL: 'https://youtube.com/@rumo.exemplo',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        supportEmail: 'ajuda@rumo.exemplo.com.br',
        supportPhone: '(21) 4000-1234',
        social: [
          { name: 'Instagram', url: 'https://instagram.com/rumo.exemplo' },
          { name: 'YouTube', url: 'https://youtube.com/@rumo.exemplo' },
        ],
      },
    });
  });

  it('has working defaults and needs no login', async () => {
    const res = await siteConfig();
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        supportEmail: 'suporte@rumo.app.br',
        supportPhone: '(11) 3003-0000',
        social: [
          { name: 'Instagram', url: 'https://www.instagram.com/rumo.app.br' },
          { name: 'TikTok', url: 'https://www.tiktok.com/@rumo.app.br' },
        ],
      },
    });
    expect((await siteConfig({}, 'token-invalido')).status).toBe(200);
  });
});
