/**
 * Projeto de Vida classes in tests (decision 0195): an educator approved by staff through the API, a class, and
 * students who join it with its code. Shared by the classes', the dashboard's and the school licences' tests.
 */
import { expect } from 'vitest';
import { approveEducatorContract, createEducatorRequestContract } from '../../../shared/contracts/educator.contract';
import { createClassContract, joinClassContract, type ClassDetail, type CreateClassBody, type Membership } from '../../../shared/contracts/schools.contract';
import { versionDay } from '../../../shared/curriculum/versions';
import type { TestServer } from '../../testing/test-server';
import { giveAgeBand, register, type Person } from '../quiz/quiz.test-support';

/** This year in Brasília time, as the server checks a class's year. */
export function thisSchoolYear(at = new Date()): number {
  return Number(versionDay(at).slice(0, 4));
}

export const CLASS_BODY: Omit<CreateClassBody, 'year'> = { name: '2º A – manhã', school: 'Escola Estadual Dom Pedro II', grade: 'em-2' };

/** An adult whose educator request staff approved (so the account has the EDUCATOR role). */
export async function approvedEducator(server: TestServer, staff: Person, name = 'Helena Prado'): Promise<Person> {
  const person = await register(server, { name });
  await giveAgeBand(server, person.token, '25+');
  const asked = await server.call(createEducatorRequestContract, {
    token: person.token,
    body: { school: CLASS_BODY.school, city: 'Caruaru', uf: 'PE', role: 'professor' },
  });
  expect(asked.status, asked.text).toBe(201);
  const approved = await server.call(approveEducatorContract, { token: staff.token, params: { requestId: asked.body.data.request.id } });
  expect(approved.status, approved.text).toBe(200);
  return person;
}

export async function createClass(server: TestServer, educator: Person, body: Partial<CreateClassBody> = {}): Promise<ClassDetail> {
  const res = await server.call(createClassContract, { token: educator.token, body: { ...CLASS_BODY, year: thisSchoolYear(), ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body.data.class;
}

export async function joinClass(server: TestServer, student: Person, code: string): Promise<Membership> {
  const res = await server.call(joinClassContract, { token: student.token, body: { code } });
  expect([200, 201], res.text).toContain(res.status);
  return res.body.data.membership;
}
