/** The report PDF's cache name holds the owner's stage of life (issue 27): a changed answer is a new file. */
import { describe, expect, it } from 'vitest';
import type { AttemptWithOwner } from '../quiz/quiz.repository';
import { reportCacheName } from './report.service';

type Keyed = Parameters<typeof reportCacheName>[0];

const ATTEMPT: Keyed = {
  id: '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e9f0a1b',
  user_name: 'Júlia Conceição Araújo',
  profile_pick: null,
  user_age_band: '14-15',
  user_school_stage: '9-ano',
  user_situation: 'so-estudo',
  user_uf: 'SP',
} satisfies Partial<AttemptWithOwner>;

describe('reportCacheName', () => {
  it('is the same for the same attempt and answers', () => {
    expect(reportCacheName({ ...ATTEMPT })).toBe(reportCacheName(ATTEMPT));
    expect(reportCacheName(ATTEMPT)).toMatch(new RegExp(`^${ATTEMPT.id}-[0-9a-f]{16}\\.pdf$`));
  });

  it('changes with each stage-of-life answer, and when the answers are erased', () => {
    const names = [
      ATTEMPT,
      { ...ATTEMPT, user_age_band: '16-17' as const },
      { ...ATTEMPT, user_school_stage: 'em-1' as const },
      { ...ATTEMPT, user_situation: 'estudo-e-trabalho' as const },
      { ...ATTEMPT, user_uf: 'PE' as const },
      {
        ...ATTEMPT,
        user_age_band: '21-24' as const,
        user_school_stage: 'em-concluido' as const,
        user_situation: 'primeiro-emprego' as const,
        user_uf: 'PE' as const,
      },
      { ...ATTEMPT, user_age_band: null, user_school_stage: null, user_situation: null, user_uf: null },
    ].map(reportCacheName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.startsWith(`${ATTEMPT.id}-`)).toBe(true);
  });
});
