/**
 * The resume-section registry's promise on the server: a section declared in
 * shared/curriculum/sections.ts is stored in its table, answered by the API,
 * printed in the PDF, exported as JSON Resume and in the LGPD export, with no
 * other file to edit (docs/architecture.md, "How to add a resume section").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { curriculumItemContracts, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import { ITEM_KINDS, LIST_SECTIONS, sectionOf } from '../../../shared/curriculum/sections';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, download, expectSuccess, payingUser, pdfText, saveCurriculum, type Account } from './curriculum.test-support';

/** Every section with its example row. */
const everySection = (): CurriculumInput => ({
  type: 'FORMAL',
  fullName: 'Bia Registro',
  ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, [{ ...LIST_SECTIONS[kind].example }]])),
});

describe(`resume-section registry over HTTP (${testDatabaseKind})`, () => {
  let server: TestServer;
  let bia: Account;

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' });
    bia = await payingUser(server, 'Bia Registro');
    await saveCurriculum(server, bia.token, everySection());
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stores each section in its own table and answers it: the save, the item calls and the LGPD export', async () => {
    const saved = await saveCurriculum(server, bia.token, everySection());
    for (const kind of ITEM_KINDS) {
      expect(saved[kind], kind).toEqual([expect.objectContaining({ ...LIST_SECTIONS[kind].example, order: 0 })]);
      const added = await server.call(curriculumItemContracts[kind].create, { token: bia.token, body: LIST_SECTIONS[kind].example });
      expectSuccess(added, 201);
      expect(added.body.data.item).toMatchObject({ ...LIST_SECTIONS[kind].example, order: 1 });
      const removed = await server.call(curriculumItemContracts[kind].remove, { token: bia.token, params: { id: added.body.data.item.id } });
      expectSuccess(removed);
      expect(removed.body.data.deleted).toBe(true);
    }
    const lgpd = await server.call(accountExportContract, { token: bia.token });
    expectSuccess(lgpd);
    for (const kind of ITEM_KINDS)
      expect(lgpd.body.data.curriculum?.[kind], kind).toEqual([expect.objectContaining({ ...LIST_SECTIONS[kind].example, position: 0 })]);
  });

  it('prints each section under its heading in the PDF, and exports each row to its JSON Resume list', async () => {
    const pdf = await download(server, bia.token, '/api/curriculum/pdf');
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.body)).replace(/\s+/g, ' ').toLowerCase();
    for (const kind of ITEM_KINDS) {
      const { heading, entry } = sectionOf(kind).document;
      expect(text, kind).toContain(heading.toLowerCase());
      expect(text, kind).toContain(entry(LIST_SECTIONS[kind].example, 'formal').title.toLowerCase());
    }

    const exported = await download(server, bia.token, '/api/curriculum/export');
    expect(exported.status).toBe(200);
    const resume = JSON.parse(exported.body.toString('utf8')) as Record<string, unknown>;
    for (const kind of ITEM_KINDS) {
      const { list, value } = sectionOf(kind).jsonResume(LIST_SECTIONS[kind].example);
      expect(resume[list], kind).toEqual([value]);
    }
  });
});
