/**
 * Issue 29, "what users of other builders expect": reordering the items of a
 * list section (PUT /curriculum/{kind}/order, one per section of the registry),
 * and an experience's description printed as bullet points. Over HTTP: the
 * order is what the PDF (pdftotext), the Word file (mammoth) and the JSON
 * Resume export print, and a changed order is a version like any save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumItemContracts, curriculumVersionsContract, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import { CURRICULUM_DESIGNS, CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { ITEM_KINDS, LIST_SECTIONS, reorderMessages, tooManyItemsMessage, type ItemKind } from '../../../shared/curriculum/sections';
import { docxHtml, docxParagraphs } from '../../testing/docx-tools';
import { squash } from '../../testing/pdf-tools';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  download,
  expectError,
  expectSuccess,
  fullCurriculum,
  myCurriculum,
  payingUser,
  pdfText,
  saveCurriculum,
  savedCurriculum,
  type Account,
} from './curriculum.test-support';

const EXPERIENCES: NonNullable<CurriculumInput['experiences']> = [
  { type: 'WORK', title: 'Repositora de estoque', organization: 'Mercado Bom Preço', period: '03/2024 a atual' },
  { type: 'WORK', title: 'Ajudante de caixa', organization: 'Padaria da Família', period: '01/2023 a 12/2023' },
  { type: 'WORK', title: 'Entregadora de panfletos', organization: 'Gráfica Rápida', year: '2022' },
];
const TITLES = EXPERIENCES.map((item) => item.title!);

/** Where each text first appears in `text`, in the order given: increasing when they are printed in that order. */
const positions = (text: string, parts: readonly string[]) => parts.map((part) => text.indexOf(part));
const isIncreasing = (numbers: readonly number[]) => numbers.every((value, index) => value >= 0 && (index === 0 || value > numbers[index - 1]!));

describe(`PUT /curriculum/{kind}/order (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;
  let bruno: Account;

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' });
    ana = await payingUser(server, 'Ana Júlia Conceição');
    bruno = await payingUser(server, 'Bruno Alves');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const order = (account: Account, kind: ItemKind, ids: readonly string[]) =>
    server.call(curriculumItemContracts[kind].reorder, { token: account.token, body: { ids: [...ids] } });
  const versionCount = async (account: Account) => {
    const res = await server.call(curriculumVersionsContract, { token: account.token });
    expectSuccess(res);
    return res.body.data.versions.length;
  };

  it('answers 404 before the first save', async () => {
    const fresh = await payingUser(server);
    expectError(await order(fresh, 'experiences', []), 404, CURRICULUM_MESSAGES.notSaved);
    expect(await myCurriculum(server, fresh.token)).toBeNull();
  });

  it('puts the items in the order sent, numbered from 0; the change is a new version, the same order again adds none', async () => {
    const saved = await saveCurriculum(server, ana.token, fullCurriculum({ experiences: EXPERIENCES }));
    expect(saved.experiences.map((item) => item.title)).toEqual(TITLES);
    const before = await versionCount(ana);
    const ids = saved.experiences.map((item) => item.id);
    const reversed = [...ids].reverse();

    const res = await order(ana, 'experiences', reversed);
    expectSuccess(res);
    expect(res.body.data.experiences.map((item) => [item.id, item.order])).toEqual(reversed.map((id, index) => [id, index]));
    // Nothing else changed: the fields of every item, the other lists.
    expect(res.body.data.experiences.map((item) => item.title)).toEqual([...TITLES].reverse());
    expect(res.body.data.skills).toEqual(saved.skills);
    expect(await savedCurriculum(server, ana.token)).toEqual(res.body.data);
    expect(await versionCount(ana)).toBe(before + 1);

    expectSuccess(await order(ana, 'experiences', reversed));
    expect(await versionCount(ana)).toBe(before + 1);
  });

  it('works for every section of the registry', async () => {
    const account = await payingUser(server);
    const input: CurriculumInput = {
      type: 'FORMAL',
      fullName: 'Bia Registro',
      ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, [{ ...LIST_SECTIONS[kind].example }, { ...LIST_SECTIONS[kind].example }]])),
    };
    const saved = await saveCurriculum(server, account.token, input);
    for (const kind of ITEM_KINDS) {
      const reversed = saved[kind].map((item) => item.id).reverse();
      const res = await order(account, kind, reversed);
      expectSuccess(res);
      expect(
        res.body.data[kind].map((item) => item.id),
        kind,
      ).toEqual(reversed);
    }
  });

  it('refuses an order that leaves an item out, repeats one or names one the list does not have, with a Portuguese message, and changes nothing', async () => {
    const saved = await saveCurriculum(server, ana.token, fullCurriculum({ experiences: EXPERIENCES }));
    const ids = saved.experiences.map((item) => item.id);
    const label = LIST_SECTIONS.experiences.label;

    expectError(await order(ana, 'experiences', ids.slice(1)), 400, reorderMessages('experiences').incomplete);
    expectError(await order(ana, 'experiences', []), 400, reorderMessages('experiences').incomplete);
    expectError(await order(ana, 'experiences', [ids[0]!, ...ids]), 400, reorderMessages('experiences').repeated);
    expectError(await order(ana, 'experiences', [ids[1]!, ids[0]!, ids[1]!]), 400, reorderMessages('experiences').repeated);
    expectError(await order(ana, 'experiences', [...ids.slice(1), '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c']), 404, CURRICULUM_MESSAGES.itemNotFound);
    // An item of another list of the same curriculum is not one of this list's.
    expectError(await order(ana, 'experiences', [...ids.slice(1), saved.skills[0]!.id]), 404, CURRICULUM_MESSAGES.itemNotFound);
    expectError(await order(ana, 'experiences', [...ids, 'x'.repeat(65)]), 400, CURRICULUM_MESSAGES.itemNotFound);

    // Raw: bodies the contract's types do not allow.
    const raw = (body: unknown) => server.request('PUT', '/api/curriculum/experiences/order', { token: ana.token, body });
    expectError(await raw({}), 400, reorderMessages('experiences').list);
    expectError(await raw({ ids: 'abc' }), 400, reorderMessages('experiences').list);
    expectError(await raw({ ids: [1, 2, 3] }), 400, reorderMessages('experiences').list);
    expectError(
      await raw({ ids: Array.from({ length: LIST_SECTIONS.experiences.maxItems + 1 }, (_, index) => `id-${index}`) }),
      400,
      tooManyItemsMessage('experiences'),
    );
    expect(reorderMessages('experiences').repeated.startsWith(`${label}:`)).toBe(true);

    const after = await savedCurriculum(server, ana.token);
    expect(after.experiences.map((item) => item.id)).toEqual(ids);
    expect(after.updatedAt).toBe(saved.updatedAt);
  });

  it("never moves another user's items: their ids are unknown to the caller (404), and theirs stay in place", async () => {
    const anas = await saveCurriculum(server, ana.token, fullCurriculum({ experiences: EXPERIENCES }));
    const brunos = await saveCurriculum(server, bruno.token, fullCurriculum({ fullName: 'Bruno Alves', experiences: EXPERIENCES }));
    const brunoIds = brunos.experiences.map((item) => item.id);

    expectError(await order(ana, 'experiences', [...brunoIds].reverse()), 404, CURRICULUM_MESSAGES.itemNotFound);
    expectError(await order(ana, 'experiences', [...anas.experiences.map((item) => item.id).slice(1), brunoIds[0]!]), 404, CURRICULUM_MESSAGES.itemNotFound);
    expect((await savedCurriculum(server, bruno.token)).experiences.map((item) => item.id)).toEqual(brunoIds);
    expect((await savedCurriculum(server, ana.token)).experiences.map((item) => item.id)).toEqual(anas.experiences.map((item) => item.id));
  });

  it('is the order the PDF (pdftotext), the Word file (mammoth) and the JSON Resume export print, in both designs', async () => {
    const saved = await saveCurriculum(server, ana.token, fullCurriculum({ experiences: EXPERIENCES }));
    const [first, second, third] = saved.experiences.map((item) => item.id);
    expectSuccess(await order(ana, 'experiences', [third!, first!, second!]));
    const expected = [TITLES[2]!, TITLES[0]!, TITLES[1]!];

    for (const design of CURRICULUM_DESIGNS) {
      const pdf = await download(server, ana.token, `/api/curriculum/pdf?type=formal&design=${design}`);
      expect(pdf.status).toBe(200);
      const text = squash(await pdfText(pdf.body));
      expect(positions(text, expected), `PDF ${design}: ${text}`).toSatisfy(isIncreasing);

      const docx = await download(server, ana.token, `/api/curriculum/docx?type=formal&design=${design}`);
      expect(docx.status).toBe(200);
      const paragraphs = await docxParagraphs(docx.body);
      expect(
        expected.map((title) => paragraphs.indexOf(title)),
        `DOCX ${design}`,
      ).toSatisfy(isIncreasing);
    }

    const exported = await download(server, ana.token, '/api/curriculum/export');
    const resume = JSON.parse(exported.body.toString('utf8')) as { work: Array<{ position: string }> };
    expect(resume.work.map((work) => work.position)).toEqual(expected);
    // And back: the first order prints again.
    expectSuccess(await order(ana, 'experiences', [first!, second!, third!]));
    const text = squash(await pdfText((await download(server, ana.token, '/api/curriculum/pdf?type=formal')).body));
    expect(positions(text, TITLES)).toSatisfy(isIncreasing);
  });
});

describe(`an experience's description as bullet points (${testDatabaseKind})`, () => {
  let server: TestServer;
  let carla: Account;
  const LINES = ['Atendi clientes no balcão', 'Organizei o estoque da semana', 'Fechei o caixa com a gerente', 'Treinei dois colegas novos'];
  // As a person types them: with the marks of a list, some without a space, one with none.
  const DESCRIPTION = [`- ${LINES[0]}`, `•${LINES[1]}`, `* ${LINES[2]}`, LINES[3]].join('\n');

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' });
    carla = await payingUser(server, 'Carla Dias');
    await saveCurriculum(
      server,
      carla.token,
      fullCurriculum({
        fullName: 'Carla Dias',
        experiences: [{ type: 'WORK', title: 'Atendente', organization: 'Padaria Pão Quente', description: DESCRIPTION, period: '01/2024 a atual' }],
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('writes each line as a paragraph of a Word bullet list, without the marks typed (mammoth), in both designs', async () => {
    for (const design of CURRICULUM_DESIGNS) {
      const docx = await download(server, carla.token, `/api/curriculum/docx?type=formal&design=${design}`);
      expect(docx.status).toBe(200);
      const { html } = await docxHtml(docx.body);
      const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, text]) => text);
      for (const line of LINES) expect(items.filter((item) => item === line).length, `${design}: ${line}`).toBe(1);
      const paragraphs = await docxParagraphs(docx.body);
      expect(positions(paragraphs.join('\n'), ['Atendente', ...LINES]), design).toSatisfy(isIncreasing);
      for (const paragraph of paragraphs) expect(paragraph, design).not.toMatch(/^[-•*]/);
    }
  });

  it('prints each line once in the PDF, in order, with a drawn dot: no "•" or typed mark reaches the text, in both designs', async () => {
    for (const design of CURRICULUM_DESIGNS) {
      const pdf = await download(server, carla.token, `/api/curriculum/pdf?type=formal&design=${design}`);
      expect(pdf.status).toBe(200);
      const raw = await pdfText(pdf.body);
      expect(raw, design).not.toContain('•');
      const text = squash(raw);
      for (const line of LINES) expect(text.split(line).length - 1, `${design}: ${line}`).toBe(1);
      expect(positions(text, ['Atendente', ...LINES]), design).toSatisfy(isIncreasing);
      for (const line of LINES) expect(text, design).not.toMatch(new RegExp(`[-*] ?${line}`));
      // Each line on its own line of text, after the title and the meta line.
      const lines = raw.split('\n').map((line) => line.trim());
      for (const line of LINES) expect(lines, design).toContain(line);
    }
  });
});
