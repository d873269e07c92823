/**
 * The resume builder's calls over HTTP (spec §4 Curriculum, §5, §7): access,
 * the whole-document save, basic info, the item calls, another user's ids,
 * incomplete rows, bad and oversized input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { ITEM_KINDS, incompleteItemNote, perSection, tooManyItemsMessage, type ItemKind } from '../../../shared/curriculum/sections';
import { INVALID_SESSION_MESSAGE } from '../../platform/http/errors';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  contentOf,
  everyCurriculumCall,
  expectError,
  expectSuccess,
  fullCurriculum,
  myCurriculum,
  savedCurriculum,
  payingUser,
  registerAccount,
  saveCurriculum,
  type Account,
  type ItemBody,
} from './curriculum.test-support';
import { meContract } from '../../../shared/contracts/auth.contract';
import { myCurriculumContract, saveCurriculumContract, saveBasicInfoContract, curriculumItemContracts } from '../../../shared/contracts/curriculum.contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c';

describe(`curriculum API (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;
  let bruno: Account;

  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
    ana = await payingUser(server, 'Ana Júlia Conceição');
    bruno = await payingUser(server, 'Bruno Alves');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 without a valid token and 403 with the Portuguese message to a user who has not paid, on every call', async () => {
    const unpaid = await registerAccount(server);
    // Raw: a table of every call, the PDF and the export (outside the contracts) among them.
    for (const call of everyCurriculumCall()) {
      const label = `${call.method} ${call.path}`;
      const anonymous = await server.request(call.method, call.path, call.body === undefined ? {} : { body: call.body });
      expect(anonymous.status, label).toBe(401);
      expectError(anonymous, 401, 'Você precisa fazer login para continuar.');
      const badToken = await server.request(call.method, call.path, { token: 'not-a-session', ...(call.body === undefined ? {} : { body: call.body }) });
      expectError(badToken, 401, INVALID_SESSION_MESSAGE);
      const forbidden = await server.request(call.method, call.path, { token: unpaid.token, ...(call.body === undefined ? {} : { body: call.body }) });
      expect(forbidden.status, label).toBe(403);
      expectError(forbidden, 403, CURRICULUM_MESSAGES.noAccess);
    }
    // Nothing was created for the unpaid user along the way.
    const me = await server.call(meContract, { token: unpaid.token });
    expect(me.body.data.user.canAccessCurriculum).toBe(false);
  }, 60_000);

  it('GET /curriculum/me is null before the first save', async () => {
    const res = await server.call(myCurriculumContract, { token: ana.token });
    expectSuccess(res);
    expect(res.body.data).toEqual({ curriculum: null });
  });

  it('PUT /curriculum saves the whole document: temp-id and id-less items get real ids, lists come back sorted by order', async () => {
    const input = fullCurriculum({
      skills: [
        { id: 'temp-1732', name: 'Inglês', level: 'ADVANCED', order: 2 },
        { name: 'Pacote Office', level: 'BASIC', order: 1 },
        { id: null, name: 'Atendimento ao público', level: 'INTERMEDIATE', order: 0 },
      ],
    });
    const res = await server.call(saveCurriculumContract, { token: ana.token, body: input });
    expectSuccess(res);
    const saved = res.body.data;
    expect(saved.dropped).toEqual([]);
    expect(saved.id).toMatch(UUID);
    expect(saved).toMatchObject({
      type: 'FORMAL',
      design: 'modern',
      fullName: 'Ana Júlia Conceição',
      phone: '(11) 98765-4321',
      availability: 'Manhã, Tarde',
      differentials: input.differentials,
    });
    for (const kind of ITEM_KINDS) {
      expect(saved[kind]).toHaveLength((input[kind] ?? []).length);
      for (const item of saved[kind]) expect(item.id, kind).toMatch(UUID);
    }
    expect(saved.skills.map((skill: { name: string }) => skill.name)).toEqual(['Atendimento ao público', 'Pacote Office', 'Inglês']);
    expect(saved.skills.map((skill: { order: number }) => skill.order)).toEqual([0, 1, 2]);
    // Without `order`, an item's order is its position in the list sent.
    expect(saved.experiences.map((item: { title: string; order: number }) => [item.title, item.order])).toEqual([
      ['Monitora de leitura', 0],
      ['Feira de ciências', 1],
      ['Grupo de teatro', 2],
      ['Ajudante de caixa', 3],
    ]);
    expect(saved.education[1]).toMatchObject({ institution: 'ETEC Zona Sul', level: 'Técnico', course: 'Administração', year: '2025', status: 'COMPLETED' });
    expect(saved.recognitions[1]).toMatchObject({ title: 'Aluna destaque', organization: 'Não informado', year: 'Não informado' });
    expect(new Date(saved.updatedAt).toISOString()).toBe(saved.updatedAt);

    const { dropped: _dropped, ...curriculum } = saved;
    expect(await myCurriculum(server, ana.token)).toEqual(curriculum);
    expect(JSON.stringify(curriculum)).not.toContain('temp-');
  });

  it('a real id updates that item in place, temp ids are created, and saved items left out of a list are deleted', async () => {
    const before = await savedCurriculum(server, ana.token);
    const [firstSkill] = before.skills;
    const res = await server.call(saveCurriculumContract, {
      token: ana.token,
      body: {
        ...fullCurriculum(),
        education: [{ ...before.education[1], course: 'Administração de Empresas' }],
        skills: [
          { ...firstSkill, level: 'ADVANCED' },
          { id: 'temp-99', name: 'Libras', level: 'BASIC' },
        ],
        recognitions: [],
      },
    });
    expectSuccess(res);
    const saved = res.body.data;
    // The item kept its id and the order it was sent with.
    expect(saved.education).toEqual([{ ...before.education[1], course: 'Administração de Empresas' }]);
    expect(saved.skills[0]).toEqual({ ...firstSkill, level: 'ADVANCED', order: 0 });
    expect(saved.skills[1]).toMatchObject({ name: 'Libras', level: 'BASIC', order: 1 });
    expect(saved.skills[1]!.id).toMatch(UUID);
    expect(before.skills.map((skill: { id: string }) => skill.id)).not.toContain(saved.skills[1]!.id);
    expect(saved.recognitions).toEqual([]);
    // Sent without ids, these lists were created anew.
    expect(saved.courses[0]!.id).not.toBe(before.courses[0]!.id);
  });

  it('leaves incomplete rows out (spec §5) and reports each with its kind, its index in the list sent and the missing labels', async () => {
    const res = await server.call(saveCurriculumContract, {
      token: ana.token,
      body: {
        ...fullCurriculum(),
        education: [
          { institution: 'ETEC Zona Sul', level: 'Técnico', year: '2025' },
          { institution: 'Escola Estadual', level: '', year: '' },
        ],
        courses: [{ name: 'Excel', institution: '', year: '2024' }],
        skills: [{ name: '' }, { name: 'Libras' }],
        experiences: [
          { id: 'temp-5', title: 'Monitora', organization: '', year: '', period: '' },
          { title: 'Ajudante', organization: 'Padaria', period: '01/2023 a 12/2023' },
        ],
        recognitions: [{ title: 'Medalha', organization: 'OBMEP', year: '' }],
      },
    });
    expectSuccess(res);
    expect(res.body.data.dropped).toEqual([
      { kind: 'education', index: 1, missing: ['Nível', 'Ano'] },
      { kind: 'courses', index: 0, missing: ['Instituição'] },
      { kind: 'skills', index: 0, missing: ['Nome'] },
      { kind: 'experiences', index: 0, missing: ['Organização', 'Ano ou período'] },
      { kind: 'recognitions', index: 0, missing: ['Ano'] },
    ]);
    const saved = await savedCurriculum(server, ana.token);
    expect(saved.education.map((item: { institution: string }) => item.institution)).toEqual(['ETEC Zona Sul']);
    expect(saved.courses).toEqual([]);
    expect(saved.skills.map((item: { name: string; order: number }) => [item.name, item.order])).toEqual([['Libras', 1]]);
    expect(saved.experiences.map((item: { title: string }) => item.title)).toEqual(['Ajudante']);
    expect(saved.recognitions).toEqual([]);
  });

  it('a saved item sent back incomplete, with its real id, is reported and no longer saved (versions keep the old one)', async () => {
    const saved = await saveCurriculum(server, ana.token, fullCurriculum());
    const res = await server.call(saveCurriculumContract, {
      token: ana.token,
      body: {
        ...fullCurriculum(),
        skills: [saved.skills[0]!, { ...saved.skills[1], name: '' }, saved.skills[2]!],
      },
    });
    expectSuccess(res);
    expect(res.body.data.dropped).toEqual([{ kind: 'skills', index: 1, missing: ['Nome'] }]);
    expect(res.body.data.skills.map((skill: { id: string }) => skill.id)).toEqual([saved.skills[0]!.id, saved.skills[2]!.id]);
  });

  it("another user's item id, or an unknown one, is a 404 and nothing is written", async () => {
    const brunos = await saveCurriculum(server, bruno.token, fullCurriculum({ fullName: 'Bruno Alves', email: 'bruno@exemplo.com.br' }));
    const anas = await saveCurriculum(server, ana.token, fullCurriculum());
    const { dropped: _a, ...anaBefore } = anas;
    const { dropped: _b, ...brunoBefore } = brunos;

    const attempts = [
      // Bruno's education id in Ana's document.
      { ...fullCurriculum({ fullName: 'Outro nome' }), education: [{ ...brunos.education[0], institution: 'Roubada' }] },
      // An id nobody has.
      { ...fullCurriculum({ fullName: 'Outro nome' }), skills: [{ id: UNKNOWN_ID, name: 'Libras' }] },
      // Ana's own id, but of another list.
      { ...fullCurriculum({ fullName: 'Outro nome' }), courses: [{ ...anas.recognitions[0], id: anas.skills[0]!.id, name: 'Curso' }] },
      // Even on a row that would be left out as incomplete.
      { ...fullCurriculum({ fullName: 'Outro nome' }), recognitions: [{ id: brunos.recognitions[0]!.id, title: '', organization: '', year: '' }] },
    ];
    for (const body of attempts) expectError(await server.call(saveCurriculumContract, { token: ana.token, body }), 404, CURRICULUM_MESSAGES.itemNotFound);

    expect(await myCurriculum(server, ana.token)).toEqual(anaBefore);
    expect(await myCurriculum(server, bruno.token)).toEqual(brunoBefore);

    // The item calls: PUT and DELETE of Bruno's item by Ana.
    const brunoSkill = brunos.skills[0]!;
    expectError(
      await server.call(curriculumItemContracts.skills.update, { params: { id: brunoSkill.id }, token: ana.token, body: { name: 'Hackeado' } }),
      404,
      CURRICULUM_MESSAGES.itemNotFound,
    );
    expectError(
      await server.call(curriculumItemContracts.skills.remove, { params: { id: brunoSkill.id }, token: ana.token }),
      404,
      CURRICULUM_MESSAGES.itemNotFound,
    );
    expect(await myCurriculum(server, bruno.token)).toEqual(brunoBefore);
    expect(await myCurriculum(server, ana.token)).toEqual(anaBefore);
  });

  it('the same real id twice in one list is a 400', async () => {
    const saved = await savedCurriculum(server, ana.token);
    const res = await server.call(saveCurriculumContract, {
      token: ana.token,
      body: { ...fullCurriculum(), skills: [saved.skills[0]!, { ...saved.skills[0], name: 'Outro' }] },
    });
    expectError(res, 400, CURRICULUM_MESSAGES.duplicateItem);
  });

  it('refuses (409) a document with no content over a saved one with content, and accepts it over nothing', async () => {
    const before = await myCurriculum(server, ana.token);
    expectError(await server.call(saveCurriculumContract, { token: ana.token, body: {} }), 409, CURRICULUM_MESSAGES.emptyOverwrite);
    // Blank text, placeholders and rows that would be dropped are no content either.
    const blank = { fullName: '  ', address: 'Não informado', differentials: [''], skills: [{ name: '' }], type: 'YOUNG' as const };
    expectError(await server.call(saveCurriculumContract, { token: ana.token, body: blank }), 409, CURRICULUM_MESSAGES.emptyOverwrite);
    expect(await myCurriculum(server, ana.token)).toEqual(before);

    const newcomer = await payingUser(server);
    const res = await server.call(saveCurriculumContract, { token: newcomer.token, body: { type: 'YOUNG' } });
    expectSuccess(res);
    expect(res.body.data).toMatchObject({ type: 'YOUNG', design: 'classic', fullName: '', differentials: [], skills: [], dropped: [] });
    // One field of content is enough to be saved over content.
    expectSuccess(await server.call(saveCurriculumContract, { token: ana.token, body: { fullName: 'Ana Júlia Conceição' } }));
    expect(await myCurriculum(server, ana.token)).toMatchObject({ fullName: 'Ana Júlia Conceição', skills: [], education: [] });
  }, 30_000);

  it('PUT /curriculum/basic-info creates a FORMAL, classic curriculum when there is none and then changes only the fields sent', async () => {
    const carla = await payingUser(server, 'Carla Dias');
    const created = await server.call(saveBasicInfoContract, { token: carla.token, body: { fullName: 'Carla Dias', phone: '11987654321' } });
    expectSuccess(created);
    expect(contentOf(created.body.data)).toEqual({
      type: 'FORMAL',
      design: 'classic',
      fullName: 'Carla Dias',
      age: '',
      address: '',
      phone: '(11) 98765-4321',
      email: '',
      linkedin: '',
      objective: '',
      availability: '',
      differentials: [],
      ...perSection(() => []),
    });
    expectSuccess(await server.call(curriculumItemContracts.skills.create, { token: carla.token, body: { name: 'Excel' } }), 201);

    const res = await server.call(saveBasicInfoContract, {
      token: carla.token,
      body: { design: 'modern', availability: 'tarde, manhã', differentials: ['Pontual', ''] },
    });
    expectSuccess(res);
    expect(res.body.data).toMatchObject({
      type: 'FORMAL',
      design: 'modern',
      fullName: 'Carla Dias',
      phone: '(11) 98765-4321',
      availability: 'Manhã, Tarde',
      differentials: ['Pontual'],
    });
    expect(res.body.data.skills.map((skill: { name: string }) => skill.name)).toEqual(['Excel']);
    expect(await myCurriculum(server, carla.token)).toEqual(res.body.data);
  }, 30_000);

  it('item calls: POST appends (or goes where `order` says), PUT updates, DELETE answers deleted true, then false for a missing id', async () => {
    const daniel = await payingUser(server, 'Daniel Rocha');
    const bodies = {
      education: [
        { institution: 'E.E. Dom Pedro', level: 'Ensino Médio', year: '2025', status: 'ONGOING' },
        { institution: 'Senai', level: 'Técnico', course: 'Mecânica', year: '2024', status: 'COMPLETED' },
      ],
      courses: [
        { name: 'Excel', institution: 'Senac', year: '2024' },
        { name: 'Lógica de programação', institution: 'Fundação Bradesco', year: '2023' },
      ],
      skills: [{ name: 'Atendimento' }, { name: 'Inglês', level: 'INTERMEDIATE' }],
      experiences: [
        { type: 'SCHOOL', title: 'Grêmio estudantil', organization: 'E.E. Dom Pedro', year: '2024' },
        { type: 'WORK', title: 'Entregador', organization: 'Mercado do Bairro', period: '05/2024 a atual', description: 'Entregas de bicicleta.' },
      ],
      recognitions: [
        { title: 'Medalha de bronze', organization: 'OBMEP', year: '2023' },
        { title: 'Aluno destaque', organization: 'E.E. Dom Pedro', year: '2024' },
      ],
    } as const satisfies { [K in ItemKind]?: readonly [ItemBody<K>, ItemBody<K>] };
    // These five sections' own cases; every section of the registry is covered by curriculum.sections.test.ts.
    for (const kind of Object.keys(bodies) as Array<keyof typeof bodies>) {
      const [first, second] = bodies[kind];
      const { create, update, remove } = curriculumItemContracts[kind];
      const token = daniel.token;
      const created = await server.call(create, { token, body: first });
      expectSuccess(created, 201);
      expect(created.body.data.item, kind).toMatchObject({ ...first, order: 0 });
      expect(created.body.data.item.id).toMatch(UUID);
      const appended = await server.call(create, { token, body: second });
      expect(appended.body.data.item, kind).toMatchObject({ ...second, order: 1 });
      const placed = await server.call(create, { token, body: { ...second, order: 0 } });
      expectSuccess(placed, 201);

      const firstId = created.body.data.item.id;
      const updated = await server.call(update, { token, params: { id: firstId }, body: { ...second, order: 5 } });
      expectSuccess(updated);
      // PUT replaces the item: what is not sent goes back to its default.
      expect(updated.body.data.item, kind).toMatchObject({ id: firstId, ...second, order: 5 });
      if (kind === 'experiences') expect(updated.body.data.item).toMatchObject({ year: '' });
      // Without `order`, an update keeps the item's place.
      const kept = await server.call(update, { token, params: { id: firstId }, body: first });
      expect(kept.body.data.item.order, kind).toBe(5);

      expectError(await server.call(update, { token, params: { id: UNKNOWN_ID }, body: first }), 404, CURRICULUM_MESSAGES.itemNotFound);
      expectError(await server.call(update, { token, params: { id: 'temp-12' }, body: first }), 404, CURRICULUM_MESSAGES.itemNotFound);

      const listed = (await savedCurriculum(server, daniel.token))[kind];
      expect(listed.map((item) => item.id)).toEqual([placed.body.data.item.id, appended.body.data.item.id, firstId]);

      const deleted = await server.call(remove, { token, params: { id: firstId } });
      expectSuccess(deleted);
      expect(deleted.body.data).toEqual({ deleted: true, trashId: expect.any(String) });
      for (const id of [firstId, UNKNOWN_ID, 'temp-12']) {
        expect((await server.call(remove, { token, params: { id } })).body.data).toEqual({ deleted: false, trashId: null });
      }
      expect((await savedCurriculum(server, daniel.token))[kind]).toHaveLength(2);
    }
  }, 60_000);

  it('POST of an incomplete item is a 400 that lists the missing fields; a full list is a 400 too', async () => {
    const cases = [
      ['education', { institution: 'Senai' }],
      ['courses', { name: 'Excel', year: '2024' }],
      ['skills', { name: '   ' }],
      ['experiences', { title: 'Monitor' }],
      ['recognitions', { title: 'Medalha', year: '2023' }],
    ] as const;
    for (const [kind, body] of cases) {
      const res = await server.call(curriculumItemContracts[kind].create, { token: bruno.token, body });
      expectError(res, 400, incompleteItemNote(kind, body)!);
    }
    expect((await server.call(curriculumItemContracts.experiences.create, { token: bruno.token, body: { title: 'Monitor' } })).body.message).toBe(
      'Incompleto: falta Organização e Ano ou período. Sem isso, este item não será salvo.',
    );
    const update = await server.call(curriculumItemContracts.skills.update, {
      params: { id: (await savedCurriculum(server, bruno.token)).skills[0]!.id },
      token: bruno.token,
      body: { name: '' },
    });
    expectError(update, 400, 'Incompleto: falta Nome. Sem isso, este item não será salvo.');

    const erica = await payingUser(server);
    for (let i = 0; i < 10; i++)
      expectSuccess(
        await server.call(curriculumItemContracts.education.create, { token: erica.token, body: { institution: `Escola ${i}`, level: 'Médio', year: '2024' } }),
        201,
      );
    expectError(
      await server.call(curriculumItemContracts.education.create, { token: erica.token, body: { institution: 'Escola 11', level: 'Médio', year: '2024' } }),
      400,
      tooManyItemsMessage('education'),
    );
  }, 30_000);

  it('bad input is a 400 whose message names the field in Portuguese, and nothing is written', async () => {
    const before = await myCurriculum(server, ana.token);
    const cases: Array<[string, string, string, unknown, string]> = [
      [
        'year "24"',
        'PUT',
        '',
        { ...fullCurriculum(), education: [{ institution: 'Senai', level: 'Técnico', year: '24' }] },
        'O campo "Ano" (Formação) deve ter 4 dígitos, como 2024.',
      ],
      [
        'year "24" (item call)',
        'POST',
        '/courses',
        { name: 'Excel', institution: 'Senac', year: '24' },
        'O campo "Ano" (Cursos) deve ter 4 dígitos, como 2024.',
      ],
      [
        'period "2024 a 2025"',
        'PUT',
        '',
        { ...fullCurriculum(), experiences: [{ title: 'Monitor', organization: 'Escola', period: '2024 a 2025' }] },
        'O campo "Período" (Experiências) deve estar no formato MM/AAAA a MM/AAAA ou MM/AAAA a atual, como 03/2024 a atual.',
      ],
      [
        'level "EXPERT"',
        'PUT',
        '',
        { ...fullCurriculum(), skills: [{ name: 'Excel', level: 'EXPERT' }] },
        'O campo "Nível" (Habilidades) deve ser Básico, Intermediário ou Avançado.',
      ],
      ['type "OTHER" (curriculum)', 'PUT', '', { ...fullCurriculum(), type: 'OTHER' }, 'O tipo de currículo deve ser Jovem ou Formal.'],
      [
        'type "OTHER" (experience)',
        'POST',
        '/experiences',
        { type: 'OTHER', title: 'Monitor', organization: 'Escola', year: '2024' },
        'O campo "Tipo" (Experiências) deve ser voluntário, escolar, extracurricular ou trabalho.',
      ],
      [
        'availability "Madrugada"',
        'PUT',
        '/basic-info',
        { availability: 'Manhã, Madrugada' },
        'O campo "Disponibilidade" (Informações Básicas) aceita só Manhã, Tarde, Noite, Integral, Flexível.',
      ],
      ['invalid email', 'PUT', '', { ...fullCurriculum(), email: 'ana.julia@' }, 'Por favor, digite um email válido no campo "Email".'],
      [
        'invalid phone',
        'PUT',
        '/basic-info',
        { phone: '9876-54' },
        'O campo "Telefone" (Informações Básicas) é inválido. Use o formato (11) 98765-4321 ou (11) 3333-4444.',
      ],
      [
        'linkedin "google.com"',
        'PUT',
        '',
        { ...fullCurriculum(), linkedin: 'google.com' },
        'O campo "LinkedIn" (Informações Básicas) deve ser o endereço do seu perfil, como linkedin.com/in/seu-nome.',
      ],
    ];
    // Raw: hostile bodies, one per case.
    for (const [label, method, urlPath, body, message] of cases) {
      const res = await server.request(method, `/api/curriculum${urlPath}`, { token: ana.token, body });
      expect(res.status, label).toBe(400);
      expectError(res, 400, message);
    }
    expect(await myCurriculum(server, ana.token)).toEqual(before);
  });

  it('a 1 MB string in a field is a 400 naming the field, never a 413 or a 500', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    const firstSkill = (await savedCurriculum(server, ana.token)).skills[0]?.id ?? UNKNOWN_ID;
    const cases: Array<[string, string, unknown, string]> = [
      ['PUT', '', { ...fullCurriculum(), objective: huge }, 'O campo "Objetivo" (Informações Básicas) pode ter no máximo 600 caracteres.'],
      ['PUT', '', { ...fullCurriculum(), differentials: [huge] }, 'O campo "Diferenciais" (Informações Básicas) pode ter no máximo 140 caracteres.'],
      [
        'PUT',
        '',
        { ...fullCurriculum(), experiences: [{ title: 'Monitor', organization: 'Escola', year: '2024', description: huge }] },
        'O campo "Descrição" (Experiências) pode ter no máximo 1500 caracteres.',
      ],
      ['PUT', '/basic-info', { fullName: huge }, 'O campo "Nome completo" (Informações Básicas) pode ter no máximo 120 caracteres.'],
      ['POST', '/education', { institution: huge, level: 'Médio', year: '2024' }, 'O campo "Instituição" (Formação) pode ter no máximo 120 caracteres.'],
      ['PUT', `/skills/${firstSkill}`, { name: huge }, 'O campo "Nome" (Habilidades) pode ter no máximo 60 caracteres.'],
    ];
    // Raw: over-limit values.
    for (const [method, urlPath, body, message] of cases)
      expectError(await server.request(method, `/api/curriculum${urlPath}`, { token: ana.token, body }), 400, message);
  });
});
