import { registerContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import { myResultContract, resultSharingContract, shareByEmailContract, sharedResultContract } from '../../../shared/contracts/quiz.contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tieAnswerSheet } from '../../../shared/scoring/tie-sheet.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, rawRequest, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink';
import {
  FREE_PROFILE_KEYS,
  OWNER_ONLY_RESULT_KEYS,
  PUBLIC_RESULT_KEYS,
  QUIZ_TEST_ENV,
  QUIZ_TEXT,
  UNKNOWN_ATTEMPT_ID,
  completeQuiz,
  expectError,
  expectFreeProfile,
  expectNoPaidFields,
  payInSandbox,
  peekDatabase,
  postRaw,
  register,
  setNameInDatabase,
  setSharing,
  shareResult,
  start,
  uniqueEmail,
  type Person,
} from '../quiz/quiz.test-support';
import { historyItemContract, latestResultContract, resultByIdContract } from '../../../shared/contracts/results.contract';

const PUBLIC_URL = 'https://rumo.exemplo.com.br';
/** A sheet whose top three (93.2%, 75.0%, 75.0%) are a perfil misto. */
const TIE = tieAnswerSheet();

describe(`quiz: shared result, GET /api/quiz/share/:attemptId (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Person;
  let other: Person;
  let attemptId: string;
  let ownerResult: Record<string, unknown>;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    owner = await register(server, { name: 'Luiza Zwetschke Albuquerque', email: uniqueEmail('compartilha') });
    other = await register(server, { name: 'Pedro Outro', email: uniqueEmail('outro') });
    ({ attemptId, result: ownerResult } = await completeQuiz(server, owner.token));
    await shareResult(server, owner.token, attemptId);
  });
  afterAll(() => server?.close());

  it.each(['anonymous', 'another user', 'the owner'] as const)('shows %s the free view only, first name only', async (who) => {
    const token = who === 'anonymous' ? undefined : who === 'another user' ? other.token : owner.token;
    const res = await server.call(sharedResultContract, { token: token, params: { attemptId } });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
    const result = res.body.data.result;
    expect(Object.keys(result).sort()).toEqual(PUBLIC_RESULT_KEYS);
    expect(Object.keys(result.dominantProfile).sort()).toEqual(['percentage', 'profile']);
    expect(Object.keys(result.dominantProfile.profile).sort()).toEqual(FREE_PROFILE_KEYS);
    expectFreeProfile(result.dominantProfile.profile);
    expect(Object.keys(result.secondaryProfile).sort()).toEqual(['careerName', 'color', 'icon', 'name', 'percentage', 'profileId']);
    // No date, time of day or duration (issue 26): the owner's view has them, the shared one never.
    for (const key of ['completedAt', 'duration', 'seconds', 'sharedAt']) expect(res.text).not.toContain(`"${key}"`);
    expect(res.text).not.toContain(String(ownerResult.completedAt));
    expectNoPaidFields(res, { publicView: true });
    for (const key of [
      'scenario',
      'weaknesses',
      'workStyle',
      'relationships',
      'personalGrowth',
      'famousPeople',
      'pathInBrazil',
      'reportStatus',
      'scores',
      'pdfUrl',
      'report',
      'quality',
      'personal',
      'highlights',
      'gloss',
    ]) {
      expect(res.text).not.toContain(`"${key}"`);
    }
    expect(result.firstName).toBe('Luiza');
    expect(res.text).not.toContain('Zwetschke');
    expect(res.text).not.toContain('Albuquerque');
    expect(res.text).not.toContain(owner.email);
    expect(result.attemptId).toBe(attemptId);
    // The same data as the owner's view, minus the owner-only fields.
    const publicPart = Object.fromEntries(Object.entries(ownerResult).filter(([key]) => !OWNER_ONLY_RESULT_KEYS.includes(key)));
    expect(result).toEqual(publicPart);
  });

  it('answers the same bytes whoever asks', async () => {
    const answers = await Promise.all([
      server.call(sharedResultContract, { params: { attemptId } }),
      server.call(sharedResultContract, { token: other.token, params: { attemptId } }),
      server.call(sharedResultContract, { token: owner.token, params: { attemptId } }),
    ]);
    expect(answers[1]!.text).toBe(answers[0]!.text);
    expect(answers[2]!.text).toBe(answers[0]!.text);
  });

  it('answers 404 for an unknown or unfinished attempt', async () => {
    expectError(await server.call(sharedResultContract, { params: { attemptId: UNKNOWN_ATTEMPT_ID } }), 404, QUIZ_TEXT.resultNotFound);
    const person = await register(server, { name: 'Nina Andamento', email: uniqueEmail('andamento') });
    const { attemptId: open } = await start(server, person.token);
    const res = await server.call(sharedResultContract, { params: { attemptId: open } });
    expectError(res, 404, QUIZ_TEXT.resultNotFound);
    expect(res.text).not.toContain('Nina');
  });

  it.each(['abc', '123', 'x'.repeat(300), `${UNKNOWN_ATTEMPT_ID}x`, "1' or '1'='1", '%00', '%E0%A4%A'])(
    'answers 400 or 404 (never 500) for the malformed id %s',
    async (id) => {
      const res = await server.call(sharedResultContract, { params: { attemptId: id } });
      // 414: Fastify's own limit on a path parameter's length (100 characters).
      expect([400, 404, 414], res.text).toContain(res.status);
      expect(res.text).not.toContain('Luiza');
    },
  );
});

describe(`quiz: a result is private until its owner shares it, PUT /api/result/:attemptId/sharing (${testDatabaseKind})`, () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    // A built index.html, so /report/{id} has a page to answer with.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html>\n<html><head><title>x</title></head><body><div id="root"></div></body></html>\n');
    server = await startTestServer({ ...QUIZ_TEST_ENV, PUBLIC_URL }, {}, { webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const shared = (attemptId: string) => server.call(sharedResultContract, { params: { attemptId } });
  const page = (attemptId: string) => server.request('GET', `/report/${attemptId}`);

  it('answers 404 until the owner turns sharing on, 200 then, and 404 again once it is off', async () => {
    const owner = await register(server, { name: 'Tina Privada', email: uniqueEmail('privada') });
    const { attemptId, result } = await completeQuiz(server, owner.token);
    expect(result.sharedAt).toBeNull();
    for (const res of [await shared(attemptId), await page(attemptId)]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Tina');
    }
    expectError(await shared(attemptId), 404, QUIZ_TEXT.resultNotFound);

    const on = await setSharing(server, owner.token, attemptId, true);
    expect(on.status, on.text).toBe(200);
    expect(on.body.message).toBe('Compartilhamento ligado. Quem tiver o link vê seu primeiro nome e seus perfis.');
    const sharedAt = on.body.data.sharedAt as string;
    expect(Date.parse(sharedAt)).not.toBeNaN();
    expect((await shared(attemptId)).status).toBe(200);
    expect((await page(attemptId)).status).toBe(200);
    expect((await server.call(resultByIdContract, { token: owner.token, params: { attemptId } })).body.data.result.sharedAt).toBe(sharedAt);
    // Turning it on again keeps the first time.
    expect((await setSharing(server, owner.token, attemptId, true)).body.data.sharedAt).toBe(sharedAt);

    const off = await setSharing(server, owner.token, attemptId, false);
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ success: true, message: 'Compartilhamento desligado. O link não mostra mais o seu resultado.', data: { sharedAt: null } });
    expectError(await shared(attemptId), 404, QUIZ_TEXT.resultNotFound);
    const gone = await page(attemptId);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('Tina');
    expect((await server.call(resultByIdContract, { token: owner.token, params: { attemptId } })).body.data.result.sharedAt).toBeNull();
  });

  it('a paid result can be turned off too: its link answers 404 again', async () => {
    const owner = await register(server, { name: 'Paula Paga', email: uniqueEmail('paga') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await payInSandbox(server, owner, attemptId);
    await shareResult(server, owner.token, attemptId);
    expect((await shared(attemptId)).status).toBe(200);
    expect((await setSharing(server, owner.token, attemptId, false)).status).toBe(200);
    expectError(await shared(attemptId), 404, QUIZ_TEXT.resultNotFound);
    expect((await page(attemptId)).status).toBe(404);
  });

  it('only the owner, signed in, can turn it on or off', async () => {
    const owner = await register(server, { name: 'Olga Dona', email: uniqueEmail('dona') });
    const other = await register(server, { name: 'Igor Outro', email: uniqueEmail('nao-dono') });
    const { attemptId } = await completeQuiz(server, owner.token);
    expectError(await setSharing(server, other.token, attemptId, true), 404, QUIZ_TEXT.attemptNotFound);
    expect((await shared(attemptId)).status).toBe(404);
    expectError(await server.call(resultSharingContract, { params: { attemptId }, body: { shared: true } }), 401, QUIZ_TEXT.loginRequired);
    await shareResult(server, owner.token, attemptId);
    expectError(await setSharing(server, other.token, attemptId, false), 404, QUIZ_TEXT.attemptNotFound);
    expect((await shared(attemptId)).status).toBe(200);
  });

  it('refuses a body without a boolean, an unfinished attempt and an inconclusive result', async () => {
    const owner = await register(server, { name: 'Vera Valida', email: uniqueEmail('valida') });
    const { attemptId: open } = await start(server, owner.token);
    expectError(await setSharing(server, owner.token, open, true), 404, QUIZ_TEXT.noResult);
    const bad = await server.request('PUT', `/api/result/${open}/sharing`, { token: owner.token, body: { shared: 'sim' } });
    expectError(bad, 400, 'Diga se o resultado deve ser compartilhado (verdadeiro ou falso).');
    const careless = await register(server, { name: 'Rui Reto', email: uniqueEmail('inconclusivo') });
    const { attemptId: flat } = await completeQuiz(server, careless.token, () => 3);
    expectError(await setSharing(server, careless.token, flat, true), 409, 'Este resultado ficou inconclusivo, então não há o que compartilhar.');
  });
});

describe(`quiz: owner views while FREE carry no paid field (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Person;
  let attemptId: string;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    owner = await register(server, { name: 'Marta Zwetschke', email: uniqueEmail('livre') });
    ({ attemptId } = await completeQuiz(server, owner.token));
  });
  afterAll(() => server?.close());

  const ownerViews = {
    '/api/quiz/my-result': () => server.call(myResultContract, { token: owner.token }),
    '/api/result/latest': () => server.call(latestResultContract, { token: owner.token }),
    '/api/result/:id': () => server.call(resultByIdContract, { token: owner.token, params: { attemptId } }),
    '/api/history/:id': () => server.call(historyItemContract, { token: owner.token, params: { attemptId } }),
  };
  it.each(Object.keys(ownerViews) as Array<keyof typeof ownerViews>)('%s', async (route) => {
    const res = await ownerViews[route]();
    expect(res.status, res.text).toBe(200);
    const result = res.body.data.result!;
    expect(result.attemptId).toBe(attemptId);
    expect(result.reportStatus).toBe('FREE');
    expect(result.pdfUrl).toBeNull();
    expect(result.report).toBeNull();
    expect(result.scores).toHaveLength(9);
    expectFreeProfile(result.dominantProfile.profile);
    expectNoPaidFields(res, { publicView: false });
    expect(result.firstName).toBe('Marta');
    expect(res.text).not.toContain('Zwetschke');
  });
});

function mailText(mail: ReceivedMail): string {
  return [mail.subject ?? '', mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''].join('\n');
}

describe(`quiz: share by e-mail, POST /api/quiz/share/:attemptId (${testDatabaseKind})`, () => {
  let sink: SmtpSink;
  let server: TestServer;
  let owner: Person;
  let attemptId: string;
  let profileName: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...QUIZ_TEST_ENV, SMTP_URL: sink.url, PUBLIC_URL });
    owner = await register(server, { name: 'Carla Zwetschke', email: uniqueEmail('envia') });
    const done = await completeQuiz(server, owner.token);
    attemptId = done.attemptId;
    profileName = done.result.dominantProfile.profile.name;
    await shareResult(server, owner.token, attemptId);
  });
  const send = (email: string) => server.call(shareByEmailContract, { token: owner.token, params: { attemptId }, body: { email } });
  /** Hostile bodies (an address that is not a string, fields the contract does not have) go raw. */
  const sendRaw = (email: unknown, body: Record<string, unknown> = {}) => postRaw(server, `/api/quiz/share/${attemptId}`, owner.token, { email, ...body });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('the owner sends a fixed Portuguese e-mail with the /report link, no text from the request, and no name in the Subject', async () => {
    const to = uniqueEmail('amigo');
    const res = await sendRaw(to, { message: 'COMPRE AGORA http://spam.exemplo.net', subject: 'Ganhe dinheiro', name: 'Spammer' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: QUIZ_TEXT.shared, data: {} });

    const mail = await sink.waitFor((m) => m.envelope.rcptTo.includes(to));
    expect(mail.envelope.rcptTo).toEqual([to]);
    const link = `${PUBLIC_URL}/report/${attemptId}`;
    expect(mail.text).toContain(`Veja o resultado: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.subject).toBe('Um resultado do Rumo foi compartilhado com você');
    expect(mail.subject).not.toContain('Carla');
    expect(mail.text).toContain('Carla');
    expect(mail.text).toContain(`O perfil dominante foi ${profileName}`);
    const all = mailText(mail);
    for (const injected of ['COMPRE', 'spam.exemplo.net', 'Ganhe dinheiro', 'Spammer', 'Zwetschke', owner.email]) {
      expect(all).not.toContain(injected);
    }
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
  });

  it('a perfil misto is named as the page names it, its profiles together, never one of them as dominant', async () => {
    const mixedOwner = await register(server, { name: 'Rui Misto', email: uniqueEmail('envia-misto') });
    const { attemptId: mixedId, result } = await completeQuiz(server, mixedOwner.token, (id) => TIE[id]!);
    expect(result.mixed).toBe(true);
    await shareResult(server, mixedOwner.token, mixedId);
    const to = uniqueEmail('amigo-misto');
    const res = await server.call(shareByEmailContract, { token: mixedOwner.token, params: { attemptId: mixedId }, body: { email: to } });
    expect(res.status, res.text).toBe(200);
    const mail = await sink.waitFor((m) => m.envelope.rcptTo.includes(to));
    expect(mail.text).toContain('O resultado foi um perfil misto: Entusiasta, Investigador e Prestativo ficaram perto demais para apontar um só.');
    expect(mail.html).toContain('<strong>Entusiasta</strong>, <strong>Investigador</strong> e <strong>Prestativo</strong>');
    expect(mailText(mail)).not.toContain('perfil dominante');
  });

  it('only the owner, signed in, sends it; and only while the result is shared', async () => {
    const other = await register(server, { email: uniqueEmail('naodono') });
    const to = uniqueEmail('amiga');
    expectError(await server.call(shareByEmailContract, { token: undefined, params: { attemptId }, body: { email: to } }), 401, QUIZ_TEXT.loginRequired);
    expectError(await server.call(shareByEmailContract, { token: other.token, params: { attemptId }, body: { email: to } }), 404, QUIZ_TEXT.resultNotFound);
    const privateOwner = await register(server, { name: 'Ivo Privado', email: uniqueEmail('envia-privado') });
    const { attemptId: privateId } = await completeQuiz(server, privateOwner.token);
    expectError(
      await server.call(shareByEmailContract, { token: privateOwner.token, params: { attemptId: privateId }, body: { email: to } }),
      409,
      'Ligue "Compartilhar meu resultado" antes de enviar o link.',
    );
    const marker = uniqueEmail('marcador');
    expect((await send(marker)).status).toBe(200);
    await sink.waitFor((m) => m.envelope.rcptTo.includes(marker));
    expect(sink.messages.some((m) => m.envelope.rcptTo.includes(to))).toBe(false);
  });

  it('a name made of a sentence (U+2800 blanks) is refused at sign-up and on the profile: no name can word a spam e-mail (F08)', async () => {
    const sentence = 'Ganhe\u2800R$500\u2800em\u2800evil.example\u2800agora Silva';
    const message = "Use no nome apenas letras, espaços, hífen (-) e apóstrofo (')";
    const signUp = await server.call(registerContract, { body: { name: sentence, email: uniqueEmail('spam'), password: 'senha-forte-123' } });
    expectError(signUp, 400, message);
    expectError(await server.call(updateMeContract, { token: owner.token, body: { name: sentence } }), 400, message);
    const renamed = await server.call(updateMeContract, { token: owner.token, body: { name: "Carla D'Ávila-Zwetschke" } });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it.each([
    ['in angle brackets', (a: string) => `<${a}>`],
    ['with a trailing comma', (a: string) => `${a},`],
    ['with two trailing commas', (a: string) => `${a},,`],
    ['with a quoted local part', (a: string) => `"${a.split('@')[0]}"@${a.split('@')[1]}`],
    ['with a display name', (a: string) => `Ana <${a}>`],
    ['with a comment', (a: string) => `${a} (Ana)`],
    ['as a group', (a: string) => `amigos: ${a};`],
  ])('refuses an address %s: only a bare address is accepted (F08)', async (_label, spell) => {
    expectError(await send(spell(uniqueEmail('forma'))), 400, QUIZ_TEXT.invalidEmail);
  });

  it('strips CR/LF from the address: the mail goes to that one address only', async () => {
    const base = uniqueEmail('quebra');
    const [local, domain] = base.split('@') as [string, string];
    for (const email of [`\r\n${base}\r\n`, `${local}\r\n@${domain}`, `${local}@${domain.slice(0, 4)}\n${domain.slice(4)}`]) {
      const before = sink.messages.length;
      const res = await send(email);
      expect(res.status, `${JSON.stringify(email)}: ${res.text}`).toBe(200);
      await sink.waitFor((m) => sink.messages.indexOf(m) >= before && m.envelope.rcptTo.includes(base));
    }
    const toBase = sink.messages.filter((m) => m.envelope.rcptTo.includes(base));
    expect(toBase).toHaveLength(3);
    for (const mail of toBase) {
      expect(mail.envelope.rcptTo).toEqual([base]);
      expect(mail.headers.get('bcc')).toBeUndefined();
    }
  });

  it('cannot add a Bcc (or any other) recipient through header injection', async () => {
    const victim = uniqueEmail('vitima');
    const hidden = uniqueEmail('oculto');
    for (const email of [
      `${victim}\r\nBcc: ${hidden}`,
      `${victim}\nBcc:${hidden}`,
      `${victim}\r\nCc: ${hidden}`,
      `${victim}, ${hidden}`,
      `${victim};${hidden}`,
      `"x" <${hidden}>`,
    ]) {
      const res = await send(email);
      if (res.status === 200) continue; // accepted only as one clean address; checked below
      expectError(res, 400, QUIZ_TEXT.invalidEmail);
    }
    // A clean share after the attempts: once it arrives, anything queued before it has been delivered too.
    const marker = uniqueEmail('marcador');
    expect((await send(marker)).status).toBe(200);
    await sink.waitFor((m) => m.envelope.rcptTo.includes(marker));
    for (const mail of sink.messages) {
      expect(mail.envelope.rcptTo).toHaveLength(1);
      expect(mail.envelope.rcptTo).not.toContain(hidden);
      expect(JSON.stringify(mail.headers.get('to') ?? '')).not.toContain(hidden);
    }
  });

  it.each([
    ['no @', 'semarroba.com.br'],
    ['no dot in the domain', 'a@b'],
    ['a space', 'a b@exemplo.com'],
    ['empty', ''],
    ['only line breaks', '\r\n'],
    ['a number', 42],
    ['null', null],
  ])('rejects an invalid e-mail (%s) with 400', async (_label, email) => {
    const res = await sendRaw(email);
    expectError(res, 400, QUIZ_TEXT.invalidEmail);
  });

  it('refuses an address over its limit with a message naming the limit (issue 28), the one the form shows', async () => {
    expectError(await sendRaw(`${'a'.repeat(250)}@exemplo.com`), 400, QUIZ_TEXT.emailTooLong);
  });

  it('rejects a missing e-mail with 400', async () => {
    expectError(await postRaw(server, `/api/quiz/share/${attemptId}`, owner.token, {}), 400, QUIZ_TEXT.invalidEmail);
  });

  it('answers 404 for an unknown or unfinished attempt and sends nothing', async () => {
    const to = uniqueEmail('nada');
    expectError(
      await server.call(shareByEmailContract, { token: owner.token, params: { attemptId: UNKNOWN_ATTEMPT_ID }, body: { email: to } }),
      404,
      QUIZ_TEXT.resultNotFound,
    );
    const person = await register(server, { email: uniqueEmail('aberto') });
    const { attemptId: open } = await start(server, person.token);
    expectError(
      await server.call(shareByEmailContract, { token: person.token, params: { attemptId: open }, body: { email: to } }),
      404,
      QUIZ_TEXT.resultNotFound,
    );
    const malformed = await postRaw(server, '/api/quiz/share/not-a-uuid', owner.token, { email: to });
    expect([400, 404]).toContain(malformed.status);
    const marker = uniqueEmail('marcador');
    await send(marker);
    await sink.waitFor((m) => m.envelope.rcptTo.includes(marker));
    expect(sink.messages.some((m) => m.envelope.rcptTo.includes(to))).toBe(false);
  });
});

describe(`quiz: share by e-mail rate limits (${testDatabaseKind})`, () => {
  async function serverWith(limits: Record<string, string>, now?: () => Date) {
    const server = await startTestServer({ ...QUIZ_TEST_ENV, ...limits }, now ? { now } : {});
    return server;
  }

  /** Shared results of different owners: each is sent by its own owner. */
  async function completedAttempts(server: TestServer, count: number): Promise<Array<{ id: string; token: string }>> {
    const attempts: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < count; i++) {
      const person = await register(server, { email: uniqueEmail('limite') });
      const { attemptId } = await completeQuiz(server, person.token);
      await shareResult(server, person.token, attemptId);
      attempts.push({ id: attemptId, token: person.token });
    }
    return attempts;
  }

  const share = (server: TestServer, attempt: { id: string; token: string }, email: string) =>
    server.call(shareByEmailContract, { token: attempt.token, params: { attemptId: attempt.id }, body: { email } });

  it('per IP: the third share within the window gets 429, and the window reopens later', async () => {
    const clock = createTestClock(new Date('2026-05-04T10:00:00.000Z'));
    const server = await serverWith({ RATE_LIMIT_SHARE_PER_IP: '2/60' }, clock.now);
    try {
      const [a, b] = await completedAttempts(server, 2);
      expect((await share(server, a!, uniqueEmail('ip1'))).status).toBe(200);
      expect((await share(server, b!, uniqueEmail('ip2'))).status).toBe(200);
      const blocked = await share(server, a!, uniqueEmail('ip3'));
      expectError(blocked, 429, QUIZ_TEXT.tooMany);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another attempt and another recipient do not help: it is the IP that is limited.
      expectError(await share(server, b!, uniqueEmail('ip4')), 429, QUIZ_TEXT.tooMany);
      clock.advance(61 * 60_000);
      expect((await share(server, b!, uniqueEmail('ip5'))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('per recipient: the same address (any case) is limited across attempts; others are not', async () => {
    const server = await serverWith({ RATE_LIMIT_SHARE_PER_RECIPIENT: '2/60' });
    try {
      const [a, b, c] = await completedAttempts(server, 3);
      const to = uniqueEmail('destino');
      expect((await share(server, a!, to)).status).toBe(200);
      expect((await share(server, b!, to.toUpperCase())).status).toBe(200);
      expectError(await share(server, c!, to), 429, QUIZ_TEXT.tooMany);
      expectError(await share(server, c!, `\r\n${to}`), 429, QUIZ_TEXT.tooMany);
      expect((await share(server, c!, uniqueEmail('outrodestino'))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('per recipient: other spellings of one mailbox are no new recipients; the 4th e-mail to it gets 429 (F08)', async () => {
    const server = await serverWith({ RATE_LIMIT_SHARE_PER_RECIPIENT: '3/1440' });
    try {
      const [a] = await completedAttempts(server, 1);
      const to = uniqueEmail('alvo');
      const [local, domain] = to.split('@') as [string, string];
      for (let i = 0; i < 3; i++) expect((await share(server, a!, to)).status).toBe(200);
      for (const spelling of [`<${to}>`, `${to},`, `${to},,`, `"${local}"@${domain}`, `Alvo <${to}>`]) {
        const res = await share(server, a!, spelling);
        expect([400, 429], `${spelling}: ${res.text}`).toContain(res.status);
      }
      expectError(await share(server, a!, to), 429, QUIZ_TEXT.tooMany);
      expectError(await share(server, a!, to.toUpperCase()), 429, QUIZ_TEXT.tooMany);
      // Every e-mail queued went to that one mailbox, three times in all.
      const queued = await peekDatabase(server, (db) => db.selectFrom('outbox_emails').select('to_address').where('kind', '=', 'shared-result').execute());
      expect(queued.map((row) => row.to_address)).toEqual([to, to, to]);
    } finally {
      await server.close();
    }
  });

  it('per attempt: one result cannot be sent to many addresses; another result still can', async () => {
    const server = await serverWith({ RATE_LIMIT_SHARE_PER_ATTEMPT: '2/60' });
    try {
      const [a, b] = await completedAttempts(server, 2);
      expect((await share(server, a!, uniqueEmail('at1'))).status).toBe(200);
      expect((await share(server, a!, uniqueEmail('at2'))).status).toBe(200);
      expectError(await share(server, a!, uniqueEmail('at3')), 429, QUIZ_TEXT.tooMany);
      expect((await share(server, b!, uniqueEmail('at4'))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe(`report page, GET /report/:attemptId (${testDatabaseKind})`, () => {
  let webDir: string;
  let server: TestServer;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>x</title>\n    <meta name="description" content="y" />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    );
    // The build's manifest: the entry (already loaded by index.html) and the report page's chunks.
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        'app/pages/shared-result-page.tsx': { file: 'assets/shared-result-page-1.js', imports: ['index.html', '_react.js', '_result-screen.js'] },
        '_result-screen.js': { file: 'assets/result-screen-1.js', imports: ['_react.js'] },
      }),
    );
    server = await startTestServer({ ...QUIZ_TEST_ENV, PUBLIC_URL }, {}, { webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
    const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html);
    return match?.[1];
  }

  it('serves HTML with Open Graph and Twitter tags naming the first name and the profile', async () => {
    const owner = await register(server, { name: 'Marina Zwetschke', email: uniqueEmail('pagina') });
    const { attemptId, result } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    const profile = result.dominantProfile.profile;
    const res = await server.request('GET', `/report/${attemptId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.text;
    const title = meta(html, 'property', 'og:title');
    expect(title).toBe(`Marina é ${profile.name} (${profile.careerName}) · Rumo`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og/profile-${profile.slug}.jpg`);
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/report/${attemptId}`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(`${PUBLIC_URL}/og/profile-${profile.slug}.jpg`);
    expect(meta(html, 'name', 'twitter:title')).toBe(title);
    // The description of that profile, in every tag a preview may read.
    const description = meta(html, 'property', 'og:description')!;
    const decoded = description
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(decoded.length).toBeGreaterThan(40);
    expect(decoded.length).toBeLessThanOrEqual(200);
    expect(profile.description.startsWith(decoded.replace(/\.\.\.$/, ''))).toBe(true);
    expect(meta(html, 'name', 'twitter:description')).toBe(description);
    expect(meta(html, 'name', 'description')).toBe(description);
    expect(html).toContain('<div id="root"></div>');
    expect(meta(html, 'name', 'robots')).toBeUndefined();
    expect(html).not.toContain('Zwetschke');
    for (const key of ['scenario', 'weaknesses', 'famousPeople', 'pathInBrazil']) expect(html).not.toContain(key);
  });

  it("preloads the shared view's answer and the page's own chunks (not the entry's), so the browser fetches them while the app's script loads", async () => {
    const owner = await register(server, { name: 'Paula Pressa', email: uniqueEmail('pagina-preload') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    const html = (await server.request('GET', `/report/${attemptId}`)).text;
    expect(html).toContain(`<link rel="preload" href="/api/quiz/share/${attemptId}" as="fetch" crossorigin="anonymous" />`);
    const modulePreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(modulePreloads).toEqual(['/assets/shared-result-page-1.js', '/assets/result-screen-1.js']);
    // What it preloads is what the app asks for: the same answer, over HTTP.
    const shared = await server.call(sharedResultContract, { params: { attemptId } });
    expect(shared.status).toBe(200);
    // No preload for a result that is not shown.
    const missing = (await server.request('GET', `/report/${UNKNOWN_ATTEMPT_ID}`)).text;
    expect(missing).not.toContain('rel="preload"');
    expect(missing).not.toContain('modulepreload');
  });

  it('names the profiles of a perfil misto together, with the generic image: no single profile is the result', async () => {
    const owner = await register(server, { name: 'Lia Mista Souza', email: uniqueEmail('pagina-misto') });
    const { attemptId, result } = await completeQuiz(server, owner.token, (id) => TIE[id]!);
    await shareResult(server, owner.token, attemptId);
    expect(result.mixed).toBe(true);
    const res = await server.request('GET', `/report/${attemptId}`);
    expect(res.status, res.text).toBe(200);
    expect(meta(res.text, 'property', 'og:title')).toBe('Lia tem um perfil misto: Entusiasta, Investigador e Prestativo · Rumo');
    expect(meta(res.text, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og/rumo.jpg`);
    expect(meta(res.text, 'property', 'og:description')).toMatch(/^Um perfil misto: Entusiasta, Investigador e Prestativo ficaram perto demais/);
  });

  it('escapes HTML special characters in the name', async () => {
    // The name rule refuses markup now; a name stored before it is still written as text.
    const owner = await register(server, { name: 'Ana Marcação', email: uniqueEmail('xss') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await setNameInDatabase(server, owner.email, 'Ana<script>alert("x")</script>&Co Silva');
    await shareResult(server, owner.token, attemptId);
    const res = await server.request('GET', `/report/${attemptId}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).not.toContain('alert("x")');
    expect(meta(res.text, 'property', 'og:title')).toMatch(/^Ana&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;&amp;Co é /);
    expect(res.text).toMatch(/<title>Ana&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;&amp;Co é [^<]*<\/title>/);
  });

  it.each([
    ["$'", "$'"],
    ['$`', '$`'],
    ['$&', '$&amp;'],
  ])('a name made of %s is written as it is: the page keeps its normal size (F01)', async (token, escaped) => {
    const owner = await register(server, { name: 'Dora Normal', email: uniqueEmail('pagina-dolar') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    const normal = (await server.request('GET', `/report/${attemptId}`)).text;
    const firstName = token.repeat(56);
    await setNameInDatabase(server, owner.email, `${firstName} Silva`);
    const res = await server.request('GET', `/report/${attemptId}`);
    expect(res.status).toBe(200);
    // The name goes in three tags (title, og:title, twitter:title): the page grows by about three names, never by copies of itself.
    expect(res.text.length).toBeLessThan(normal.length + 4 * escaped.length * 56);
    expect(res.text).toContain(`<title>${escaped.repeat(56)} é `);
    expect(meta(res.text, 'property', 'og:title')).toMatch(new RegExp(`^${escaped.repeat(56).replace(/[$&`]/g, (c) => `\\${c}`)} é `));
  });

  it('answers 404 with the same app, generic tags (no name) and noindex for an unknown, unfinished or malformed attempt, never a 500', async () => {
    const person = await register(server, { name: 'Rita Andamento', email: uniqueEmail('pagina-aberta') });
    const { attemptId: open } = await start(server, person.token);
    const careless = await register(server, { name: 'Rita Reta', email: uniqueEmail('pagina-inconclusiva') });
    const { attemptId: inconclusive } = await completeQuiz(server, careless.token, () => 3);
    for (const id of [UNKNOWN_ATTEMPT_ID, open, inconclusive, 'nao-e-uuid', '%3Cscript%3E', `${UNKNOWN_ATTEMPT_ID}/`]) {
      const res = await server.request('GET', `/report/${id}`);
      expect(res.status, `${id}: ${res.text}`).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
      expect(meta(res.text, 'name', 'robots')).toBe('noindex');
      expect(meta(res.text, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og/rumo.jpg`);
      expect(meta(res.text, 'property', 'og:title')).toBe('Resultado do teste · Rumo');
      expect(res.text).not.toContain('Rita');
      expect(res.text).not.toContain('<script>');
    }
  });

  it('answers HEAD like GET, without a body and without Accept-Encoding, for a completed and an unknown attempt', async () => {
    const owner = await register(server, { name: 'Joana Cabeça', email: uniqueEmail('pagina-head') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    for (const [id, status] of [
      [attemptId, 200],
      [`${attemptId}/`, 200],
      [UNKNOWN_ATTEMPT_ID, 404],
    ] as const) {
      const get = await rawRequest(server.baseUrl, 'GET', `/report/${id}`);
      const head = await rawRequest(server.baseUrl, 'HEAD', `/report/${id}`);
      for (const res of [get, head]) {
        expect(res.status, id).toBe(status);
        expect(res.headers['content-type'], id).toBe('text/html; charset=utf-8');
        expect(res.headers['content-encoding'], id).toBeUndefined();
        expect(res.headers['cache-control'], id).toBe('no-cache');
        expect(res.headers['content-length'], id).toBe(String(get.body.length));
      }
      expect(head.body.length, id).toBe(0);
      const html = get.body.toString('utf8');
      expect(html.includes('Joana'), id).toBe(status === 200);
      expect(meta(html, 'name', 'robots'), id).toBe(status === 200 ? undefined : 'noindex');
    }
  });
});

describe(`report page rendered on the server, with the web app's render entry (${testDatabaseKind})`, () => {
  /** The web app's render entry as source: the test runner compiles it, as `vite build --ssr` does for production. */
  const RENDER_ENTRY = path.resolve('src/web/app/server-render.tsx');
  let webDir: string;
  let server: TestServer;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
    // index.html as the prerender leaves it (the loading screen in its root), and the app's shell beside it.
    const page = (root: string) =>
      `<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>x</title>\n    <meta name="description" content="y" />\n  </head>\n  <body>${root}</body>\n</html>\n`;
    fs.writeFileSync(path.join(webDir, 'index.html'), page('<div id="root"><span role="status">Carregando...</span></div>'));
    fs.mkdirSync(path.join(webDir, 'prerendered'));
    fs.writeFileSync(path.join(webDir, 'prerendered', 'app-shell.html'), page('<div id="root"></div>'));
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'app/pages/shared-result-page.tsx': { file: 'assets/shared-result-page-1.js', imports: ['index.html'] },
      }),
    );
    server = await startTestServer({ ...QUIZ_TEST_ENV, PUBLIC_URL }, {}, { webDistDir: webDir, webRenderEntry: RENDER_ENTRY });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  /** The content of the page's root, and whether it is marked for hydration. */
  function root(html: string): { marked: boolean; content: string } {
    const match = /<div id="root"( data-prerendered="")?>([\s\S]*)<\/div><\/body>/.exec(html);
    if (!match) throw new Error(`no root in ${html}`);
    return { marked: match[1] !== undefined, content: match[2]! };
  }

  it('the page holds the shared view, for a reader without JavaScript: first name, profile, percentage, the absolute share links; the root is marked for hydration', async () => {
    const owner = await register(server, { name: 'Carla Renderizada', email: uniqueEmail('render') });
    const { attemptId, result } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    const res = await server.request('GET', `/report/${attemptId}`);
    expect(res.status).toBe(200);
    const { marked, content } = root(res.text);
    expect(marked).toBe(true);
    expect(content).toContain('<h1');
    expect(content).toContain('Resultado de Carla');
    expect(content).toContain(result.dominantProfile.profile.name);
    expect(content).toContain(`${result.dominantProfile.percentage.toFixed(1).replace('.', ',')}%`);
    expect(content).toContain('Fazer o teste grátis');
    expect(content).toContain(encodeURIComponent(`${PUBLIC_URL}/report/${attemptId}`));
    expect(content).not.toContain('Carregando');
    // The free view only: no surname, nothing of the paid report.
    expect(res.text).not.toContain('Renderizada');
    for (const key of ['scenario', 'weaknesses', 'famousPeople', 'pathInBrazil']) expect(res.text).not.toContain(key);
  });

  it("preloads the answer the app hydrates with, but not the page's chunks (the page reads without them)", async () => {
    const owner = await register(server, { name: 'Paulo Preload', email: uniqueEmail('render-preload') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    const html = (await server.request('GET', `/report/${attemptId}`)).text;
    expect(html).toContain(`<link rel="preload" href="/api/quiz/share/${attemptId}" as="fetch" crossorigin="anonymous" />`);
    expect(html).not.toContain('modulepreload');
  });

  it('a perfil misto is rendered with its profiles together', async () => {
    const owner = await register(server, { name: 'Lara Mista', email: uniqueEmail('render-misto') });
    const { attemptId, result } = await completeQuiz(server, owner.token, (id) => TIE[id]!);
    await shareResult(server, owner.token, attemptId);
    expect(result.mixed).toBe(true);
    const { content } = root((await server.request('GET', `/report/${attemptId}`)).text);
    for (const name of ['Entusiasta', 'Investigador', 'Prestativo']) expect(content).toContain(name);
  });

  it('the name is text, never markup', async () => {
    const owner = await register(server, { name: 'Ana Imagem', email: uniqueEmail('render-xss') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await setNameInDatabase(server, owner.email, 'Ana<img src=x onerror=alert(1)> Silva');
    await shareResult(server, owner.token, attemptId);
    const { content } = root((await server.request('GET', `/report/${attemptId}`)).text);
    expect(content).not.toContain('<img src=x');
    expect(content).toContain('Resultado de Ana&lt;img');
  });

  it('a new first name shows at once: the page is rendered again when the view changes', async () => {
    const owner = await register(server, { name: 'Bruna Antes', email: uniqueEmail('render-nome') });
    const { attemptId } = await completeQuiz(server, owner.token);
    await shareResult(server, owner.token, attemptId);
    expect(root((await server.request('GET', `/report/${attemptId}`)).text).content).toContain('Resultado de Bruna');
    const renamed = await server.call(updateMeContract, { token: owner.token, body: { name: 'Beatriz Depois' } });
    expect(renamed.status, renamed.text).toBe(200);
    const { content } = root((await server.request('GET', `/report/${attemptId}`)).text);
    expect(content).toContain('Resultado de Beatriz');
    expect(content).not.toContain('Bruna');
  });

  it('an unknown, unfinished or inconclusive attempt is not rendered: 404 with the loading screen for the app', async () => {
    const person = await register(server, { name: 'Rui Aberto', email: uniqueEmail('render-aberta') });
    const { attemptId: open } = await start(server, person.token);
    for (const id of [UNKNOWN_ATTEMPT_ID, open]) {
      const res = await server.request('GET', `/report/${id}`);
      expect(res.status).toBe(404);
      expect(root(res.text)).toEqual({ marked: false, content: '<span role="status">Carregando...</span>' });
    }
  });

  it('a render entry that fails leaves the page to the browser: 200, the loading screen, never a 500', async () => {
    const brokenEntry = path.join(webDir, 'broken-render.mjs');
    fs.writeFileSync(brokenEntry, "export async function renderSharedResult() { throw new Error('render failed'); }\n");
    const broken = await startTestServer({ ...QUIZ_TEST_ENV, PUBLIC_URL }, {}, { webDistDir: webDir, webRenderEntry: brokenEntry });
    try {
      const owner = await register(broken, { name: 'Davi Quebrado', email: uniqueEmail('render-falha') });
      const { attemptId } = await completeQuiz(broken, owner.token);
      await shareResult(broken, owner.token, attemptId);
      for (let i = 0; i < 2; i++) {
        const res = await broken.request('GET', `/report/${attemptId}`);
        expect(res.status).toBe(200);
        expect(root(res.text)).toEqual({ marked: false, content: '<span role="status">Carregando...</span>' });
        // Without a rendered view, the page preloads its chunks again, as before server rendering.
        expect(res.text).toContain('modulepreload');
      }
    } finally {
      await broken.close();
    }
  });
});
