/**
 * Helpers for the LGPD tests (not a test file itself): a person who has used
 * every part of Rumo, over real HTTP, so every table and file store holds some
 * of their data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { readMailFiles, waitForMailFile } from '../../testing/mail-files';
import { payingUser, fullCurriculum, saveCurriculum, savedCurriculum, download } from '../curriculum/curriculum.test-support';
import { curriculumItemContracts } from '../../../shared/contracts/curriculum.contract';
import { isMailTo, type Account } from '../auth/auth.test-support';
import { storedRows, VALID_CPF, VALID_PHONE } from '../payment/payment.test-support';
import { forgotPasswordContract, updateAgeBandContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import { createEducatorRequestContract } from '../../../shared/contracts/educator.contract';
import { updateMembershipContract } from '../../../shared/contracts/schools.contract';
import { createSeatOrderContract } from '../../../shared/contracts/school-licences.contract';
import { grantRole, register } from '../quiz/quiz.test-support';
import { createClass, joinClass } from '../schools/schools.test-support';
import { contactContract } from '../../../shared/contracts/contact.contract';
import { createReviewLinkContract } from '../../../shared/contracts/curriculum-review.contract';
import { saveLetterContract } from '../../../shared/contracts/curriculum-letter.contract';
import { resultSharingContract, shareByEmailContract } from '../../../shared/contracts/quiz.contract';

export { storedRows };

export interface Journey extends Account {
  attemptId: string;
  friendEmail: string;
  contactSubject: string;
}

/** A minimal built web app, so /report/{attemptId} answers its HTML page. */
export function minimalWebDist(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>x</title>\n    <meta name="description" content="y" />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  return webDir;
}

/**
 * Registers, completes the quiz, pays (receipt e-mail), fills CPF and phone,
 * saves the curriculum twice (two versions), deletes a skill (the trash), writes a cover letter, downloads the report, resume and letter
 * PDFs (cached on disk), writes to support (signed in), shares the result with a friend and asks for a
 * temporary password: every store then holds something of theirs.
 */
export async function fullJourney(server: TestServer, name: string, tag: string): Promise<Journey> {
  const person = await payingUser(server, name);
  const profile = await server.call(updateMeContract, { token: person.token, body: { document: VALID_CPF, phone: VALID_PHONE } });
  expect(profile.status, profile.text).toBe(200);
  for (const objective of ['Primeiro emprego em administração.', 'Jovem aprendiz em administração.']) {
    await saveCurriculum(server, person.token, fullCurriculum({ fullName: name, email: person.email, objective }));
  }
  // A skill deleted: it waits in the resume's trash (decision 0185).
  const saved = await savedCurriculum(server, person.token);
  const trashed = await server.call(curriculumItemContracts.skills.remove, { params: { id: saved.skills[0]!.id as string }, token: person.token });
  expect(trashed.body.data?.trashId, trashed.text).toBeTruthy();
  const pdf = await download(server, person.token, `/api/report/${person.attemptId}/pdf`);
  expect(pdf.status).toBe(200);
  const resume = await download(server, person.token, '/api/curriculum/pdf?type=young');
  expect(resume.status).toBe(200);
  // A cover letter in the person's own words (decision 0189): the letter, a version, and its PDF beside the resume's.
  const letter = await server.call(saveLetterContract, {
    token: person.token,
    body: {
      target: 'APPRENTICE',
      organization: 'Programa Aprendiz Legal',
      intro: `Sou ${name} e quero a vaga de Jovem Aprendiz.`,
      motivation: 'Gosto de aprender com pessoas experientes.',
      contribution: 'Levo organização e pontualidade.',
    },
  });
  expect(letter.status, letter.text).toBe(200);
  expect((await download(server, person.token, '/api/curriculum/letter/pdf')).status).toBe(200);
  // A review link of the resume (its openings: curriculum/review-links.test.ts; opening it here would cache a second resume PDF).
  const link = await server.call(createReviewLinkContract, { token: person.token });
  expect(link.status, link.text).toBe(201);
  // An educator request (decision 0194): the school's details, waiting for staff.
  const band = await server.call(updateAgeBandContract, { token: person.token, body: { ageBand: '25+' } });
  expect(band.status, band.text).toBe(200);
  const educator = await server.call(createEducatorRequestContract, {
    token: person.token,
    body: { school: `Escola Estadual ${tag}`, city: 'Recife', uf: 'PE', role: 'professor' },
  });
  expect(educator.status, educator.text).toBe(201);
  // Projeto de Vida classes (decision 0195): a class of their own (the role written as staff's approval would,
  // tested in educator.test.ts), and a class of another educator's that they joined and show their result to.
  await grantRole(server, person.email, 'EDUCATOR');
  const own = await createClass(server, person, { name: `Turma ${tag}` });
  // School licences (decision 0197): seats ordered for their class, paid by them (their name and CPF on the order).
  const seats = await server.call(createSeatOrderContract, {
    token: person.token,
    params: { id: own.id },
    body: { paymentMethod: 'pix', seats: 2, payerName: name, payerDocument: VALID_CPF, phone: VALID_PHONE },
  });
  expect(seats.status, seats.text).toBe(201);
  const teacher = await register(server, { name: 'Professora Outra' });
  await grantRole(server, teacher.email, 'EDUCATOR');
  const joined = await joinClass(server, person, (await createClass(server, teacher)).code!);
  const shown = await server.call(updateMembershipContract, { token: person.token, params: { classId: joined.classId }, body: { showMyResult: true } });
  expect(shown.status, shown.text).toBe(200);
  const contactSubject = `Dúvida sobre meu relatório ${tag}`;
  // Signed in: the message is the account's (a visitor's message is only by an address the account confirmed).
  const contact = await server.call(contactContract, {
    token: person.token,
    body: { name, email: person.email, subject: contactSubject, message: 'Gostaria de entender melhor o meu resultado.' },
  });
  expect(contact.status, contact.text).toBe(201);
  const friendEmail = `amigo.${tag}@exemplo.com.br`;
  const sharing = await server.call(resultSharingContract, { params: { attemptId: person.attemptId }, token: person.token, body: { shared: true } });
  expect(sharing.status, sharing.text).toBe(200);
  const shared = await server.call(shareByEmailContract, { params: { attemptId: person.attemptId }, token: person.token, body: { email: friendEmail } });
  expect(shared.status, shared.text).toBe(200);
  // An address change asked for and not confirmed: the pending address and the old address's revert link.
  const changed = await server.call(updateMeContract, {
    token: person.token,
    body: { email: `novo.${tag}.${person.email}`, currentPassword: person.password },
  });
  expect(changed.status, changed.text).toBe(200);
  const forgot = await server.call(forgotPasswordContract, { body: { email: person.email } });
  expect(forgot.status, forgot.text).toBe(200);
  // The outbox worker writes the .eml files after the answers.
  const mailDir = path.join(server.config.dataDir, 'mail');
  await waitForMailFile(mailDir, isMailTo(friendEmail));
  await waitForMailFile(mailDir, (m) => isMailTo(person.email)(m) && /senha tempor/i.test(m.subject ?? ''));
  return { ...person, friendEmail, contactSubject };
}

/** The .eml files under DATA_DIR/mail whose raw text mentions `needle`. */
export async function mailFilesMentioning(server: TestServer, needle: string): Promise<string[]> {
  const files = await readMailFiles(path.join(server.config.dataDir, 'mail'));
  return files.filter((f) => f.raw.toLowerCase().includes(needle.toLowerCase()) || (f.mail.text ?? '').includes(needle)).map((f) => f.file);
}

/** The cached report PDFs of an attempt. */
export function cachedReports(server: TestServer, attemptId: string): string[] {
  const dir = path.join(server.config.dataDir, 'reports');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith(attemptId)) : [];
}

/** Every cached resume PDF (all people's). */
export function cachedResumes(server: TestServer): string[] {
  const dir = path.join(server.config.dataDir, 'resumes');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Every table of the live database, with its columns (sqlite_master / information_schema). */
export async function liveSchema(server: TestServer): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  if (server.config.database.kind === 'sqlite') {
    const names = await storedRows<{ name: string }>(server, "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'", []);
    for (const { name } of names) {
      const columns = await storedRows<{ name: string }>(server, `select name from pragma_table_info(?)`, [name]);
      tables.set(
        name,
        columns.map((c) => c.name),
      );
    }
  } else {
    const rows = await storedRows<{ table_name: string; column_name: string }>(
      server,
      'select table_name, column_name from information_schema.columns where table_schema = ? order by table_name, ordinal_position',
      [server.config.database.schema],
    );
    for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  }
  // Kysely's own bookkeeping of migrations.
  tables.delete('kysely_migration');
  tables.delete('kysely_migration_lock');
  return tables;
}

/** Columns that name a person or point to one: a user id, an e-mail, a name, a CPF or a phone. */
export function personalColumns(columns: string[]): string[] {
  return columns.filter((c) => /^((.*_)?user_id|email.*|.*_email|name|full_name|.*_name|to_address|reply_to|document|phone|ip)$/.test(c));
}
