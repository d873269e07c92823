/** The report PDF's cache name holds the owner's stage of life (issue 27): a changed answer is a new file. */
import { describe, expect, it } from 'vitest';
import { EMPTY_LIFE_STAGE } from '../../../shared/domain/life-stage';
import { reportCacheName } from './report.service';

type Keyed = Parameters<typeof reportCacheName>[0];

const ATTEMPT: Keyed = {
  id: '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e9f0a1b',
  user_name: 'Júlia Conceição Araújo',
  profile_pick: null,
  stage: { ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' },
};

describe('reportCacheName', () => {
  it('is the same for the same attempt and answers', () => {
    expect(reportCacheName({ ...ATTEMPT })).toBe(reportCacheName(ATTEMPT));
    expect(reportCacheName(ATTEMPT)).toMatch(new RegExp(`^${ATTEMPT.id}-[0-9a-f]{16}\\.pdf$`));
  });

  it('changes with each stage-of-life answer, and when the answers are erased', () => {
    const names = [
      ATTEMPT,
      { ...ATTEMPT, stage: { ...ATTEMPT.stage, ageBand: '16-17' as const } },
      { ...ATTEMPT, stage: { ...ATTEMPT.stage, schoolStage: 'em-1' as const } },
      { ...ATTEMPT, stage: { ...ATTEMPT.stage, situation: 'estudo-e-trabalho' as const } },
      { ...ATTEMPT, stage: { ...ATTEMPT.stage, uf: 'PE' as const } },
      { ...ATTEMPT, stage: { ageBand: '21-24' as const, schoolStage: 'em-concluido' as const, situation: 'primeiro-emprego' as const, uf: 'PE' as const } },
      { ...ATTEMPT, stage: EMPTY_LIFE_STAGE },
    ].map(reportCacheName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.startsWith(`${ATTEMPT.id}-`)).toBe(true);
  });
});
