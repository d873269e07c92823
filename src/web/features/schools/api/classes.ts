import { myEducatorRequestContract } from '../../../../shared/contracts/educator.contract';
import {
  createClassContract,
  getClassContract,
  joinClassContract,
  leaveClassContract,
  listClassesContract,
  myMembershipsContract,
  newClassCodeContract,
  updateMembershipContract,
  type CreateClassBody,
} from '../../../../shared/contracts/schools.contract';
import { callApi } from '../../../lib/api-client';

/** Projeto de Vida classes (decision 0195): an educator's classes, and a student's memberships. */
export const classesApi = {
  /** Whether the caller is an approved educator (their request, with the school to prefill a new class). */
  educatorStatus: async () => (await callApi(myEducatorRequestContract)).data,
  list: async () => (await callApi(listClassesContract)).data.classes,
  /** Answers the new class and the server's message. */
  create: (body: CreateClassBody) => callApi(createClassContract, { body }),
  get: async (id: string) => (await callApi(getClassContract, { params: { id } })).data.class,
  newCode: (id: string) => callApi(newClassCodeContract, { params: { id } }),
  join: (code: string) => callApi(joinClassContract, { body: { code } }),
  memberships: async () => (await callApi(myMembershipsContract)).data.memberships,
  leave: (classId: string) => callApi(leaveClassContract, { params: { classId } }),
  setShowMyResult: (classId: string, showMyResult: boolean) => callApi(updateMembershipContract, { params: { classId }, body: { showMyResult } }),
};

export const classesKeys = {
  educatorStatus: ['schools', 'educator-status'] as const,
  list: ['schools', 'classes'] as const,
  detail: (id: string) => ['schools', 'classes', id] as const,
  memberships: ['schools', 'memberships'] as const,
};
