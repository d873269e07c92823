/**
 * Shared helpers for the curriculum API tests (not a test file itself: vitest
 * only collects *.test.ts). Everything goes over real HTTP through the harness,
 * with one exception: `grantCurriculumAccess` writes the flag a payment sets,
 * for the one state HTTP cannot reach (access without a completed quiz).
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import type { ContractBody } from '../../../shared/contracts/contract';
import { curriculumItemContracts, myCurriculumContract, saveCurriculumContract, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import { ITEM_KINDS, LIST_SECTIONS, type ItemKind } from '../../../shared/curriculum/sections';
import type { TestResponse, TestServer } from '../../testing/test-server';
import { registerAccount, type Account } from '../auth/auth.test-support';
import { completedAttempt, createOrder, pixOrderBody } from '../payment/payment.test-support';
import { sandboxPayContract } from '../../../shared/contracts/payment.contract';

export { RELAXED_LIMITS, expectError, expectSuccess, registerAccount, type Account } from '../auth/auth.test-support';

/** A user who completed the quiz and paid by PIX in the sandbox: canAccessCurriculum is true. */
export async function payingUser(server: TestServer, name?: string): Promise<Account & { attemptId: string }> {
  const { account, attemptId } = await completedAttempt(server, await registerAccount(server, name ? { name } : {}));
  const created = await createOrder(server, account.token, pixOrderBody(attemptId));
  expect(created.status, created.text).toBe(200);
  const paid = await server.call(sandboxPayContract, { params: { orderId: created.body.data.orderId }, token: account.token });
  expect(paid.body.data.status, paid.text).toBe('PAID');
  return { ...account, attemptId };
}

/** Runs one write statement on the test server's database (`?` placeholders). */
export async function writeRows(server: TestServer, query: string, params: unknown[]): Promise<void> {
  const database = server.config.database;
  if (database.kind === 'sqlite') {
    const sqlite = new SQLite(database.file, { fileMustExist: true });
    try {
      sqlite.pragma('busy_timeout = 5000');
      sqlite.prepare(query).run(...params);
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`set search_path to "${database.schema}"`);
    let n = 0;
    await client.query(
      query.replace(/\?/g, () => `$${++n}`),
      params,
    );
  } finally {
    await client.end();
  }
}

/**
 * A registered user with canAccessCurriculum but no completed quiz. Payment
 * needs a completed quiz, so HTTP cannot produce this; support granting access
 * by hand can, and generate-from-profile must then say the quiz is missing.
 */
export async function accessWithoutQuiz(server: TestServer): Promise<Account> {
  const account = await registerAccount(server);
  await writeRows(server, 'update users set can_access_curriculum = 1 where email_normalized = ?', [account.email.toLowerCase()]);
  return account;
}

/** The body of one kind's item calls (POST and PUT), as its contract types it. */
export type ItemBody<K extends ItemKind> = ContractBody<(typeof curriculumItemContracts)[K]['create']>;

/** A POST to any path under /api/curriculum with any body: for hostile bodies and paths only (typed calls use server.call). */
export const apiRaw = {
  post: (server: TestServer, token: string, urlPath: string, body?: unknown) =>
    server.request('POST', `/api/curriculum${urlPath}`, { token, ...(body === undefined ? {} : { body }) }),
};

/** GET /curriculum/me's curriculum (null before the first save). */
export async function myCurriculum(server: TestServer, token: string) {
  const res = await server.call(myCurriculumContract, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data.curriculum;
}

/** GET /curriculum/me's curriculum for a user whose test saved one already. */
export async function savedCurriculum(server: TestServer, token: string) {
  const curriculum = await myCurriculum(server, token);
  if (!curriculum) throw new Error('This user has no saved curriculum yet');
  return curriculum;
}

/** PUT /curriculum, asserting success; the saved curriculum and what was dropped. */
export async function saveCurriculum(server: TestServer, token: string, body: CurriculumInput) {
  const res = await server.call(saveCurriculumContract, { token, body });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Every curriculum call of spec §7 plus versions, restore, PDF and export, with a body each accepts. */
export function everyCurriculumCall(itemId = '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c') {
  return [
    { method: 'GET', path: '/api/curriculum/me' },
    { method: 'PUT', path: '/api/curriculum', body: { fullName: 'Ana Souza' } },
    { method: 'PUT', path: '/api/curriculum/basic-info', body: { fullName: 'Ana Souza' } },
    { method: 'POST', path: '/api/curriculum/generate-from-profile', body: {} },
    ...ITEM_KINDS.flatMap((kind) => [
      { method: 'POST', path: `/api/curriculum/${kind}`, body: LIST_SECTIONS[kind].example },
      { method: 'PUT', path: `/api/curriculum/${kind}/${itemId}`, body: LIST_SECTIONS[kind].example },
      { method: 'DELETE', path: `/api/curriculum/${kind}/${itemId}` },
      { method: 'PUT', path: `/api/curriculum/${kind}/order`, body: { ids: [itemId] } },
    ]),
    { method: 'GET', path: '/api/curriculum/versions' },
    { method: 'POST', path: '/api/curriculum/versions/1/restore' },
    { method: 'GET', path: '/api/curriculum/pdf' },
    { method: 'GET', path: '/api/curriculum/pdf?type=young&design=modern' },
    { method: 'GET', path: '/api/curriculum/export' },
  ] as Array<{ method: string; path: string; body?: unknown }>;
}

/**
 * A full resume with accents, a placeholder the questionnaire writes ('Não
 * informado'), items in every list and every experience type.
 */
export function fullCurriculum(overrides: Partial<CurriculumInput> = {}): CurriculumInput {
  return {
    // A section of the registry not written out below holds its example row.
    ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, [{ ...LIST_SECTIONS[kind].example }]])),
    type: 'FORMAL',
    design: 'modern',
    fullName: 'Ana Júlia Conceição',
    age: '17',
    address: 'Rua das Flores, 120 – Jardim São Luís, São Paulo – SP',
    phone: '(11) 98765-4321',
    email: 'ana.julia@exemplo.com.br',
    linkedin: 'linkedin.com/in/ana-julia-conceicao',
    objective: 'Conseguir meu primeiro emprego como jovem aprendiz na área de administração.',
    availability: 'Manhã, Tarde',
    differentials: ['Comunicação clara com clientes', 'Organização e pontualidade'],
    education: [
      { institution: 'E.E. Professor João Cruz', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' },
      { institution: 'ETEC Zona Sul', level: 'Técnico', course: 'Administração', year: '2025', status: 'COMPLETED' },
    ],
    courses: [{ name: 'Excel Básico', institution: 'Fundação Bradesco', year: '2024' }],
    skills: [
      { name: 'Atendimento ao público', level: 'INTERMEDIATE' },
      { name: 'Pacote Office', level: 'BASIC' },
      { name: 'Inglês', level: 'ADVANCED' },
    ],
    experiences: [
      {
        type: 'VOLUNTEER',
        title: 'Monitora de leitura',
        organization: 'Biblioteca Comunitária',
        description: 'Ajudei crianças a ler.',
        period: '03/2024 a atual',
      },
      { type: 'SCHOOL', title: 'Feira de ciências', organization: 'E.E. Professor João Cruz', year: '2023' },
      { type: 'EXTRACURRICULAR', title: 'Grupo de teatro', organization: 'Centro Cultural', period: '02/2022 a 11/2022' },
      { type: 'WORK', title: 'Ajudante de caixa', organization: 'Padaria da Família', description: 'Atendimento no caixa.', period: '01/2023 a 12/2023' },
    ],
    recognitions: [
      { title: 'Menção honrosa na OBMEP', organization: 'IMPA', year: '2023' },
      { title: 'Aluna destaque', organization: 'Não informado', year: 'Não informado' },
    ],
    ...overrides,
  };
}

/** The text of a PDF answer, through poppler's pdftotext. */
export { pdfText } from '../../testing/pdf-tools';

/** A file answer, read as bytes. */
export async function download(server: TestServer, token: string | null, urlPath: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(`${server.baseUrl}${urlPath}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** The saved content without ids and save time, to compare two states. */
export function contentOf(curriculum: Record<string, unknown>) {
  const { id: _id, updatedAt: _updatedAt, ...rest } = curriculum;
  const strip = (list: unknown) => (list as Array<Record<string, unknown>>).map(({ id: _itemId, ...item }) => item);
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, (ITEM_KINDS as readonly string[]).includes(key) ? strip(value) : value]));
}

export type { TestResponse };
