import { describe, expect, it } from 'vitest';
import { CURRICULUM_AUTOSAVES_KEPT, CURRICULUM_VERSIONS_KEPT } from '../constants/resume-keeping';
import { fleschReadingEasePt } from '../content/readability';
import { SECTION_LABELS } from './sections';
import {
  VERSIONS_INTRO,
  VERSION_REASONS,
  VERSION_SECTION_NAMES,
  versionDay,
  versionMoment,
  versionReasonFor,
  versionsToDrop,
  type VersionReason,
} from './versions';

describe('versions at meaningful moments (decision 0193)', () => {
  it('counts the day in Brasília time', () => {
    expect(versionDay('2026-03-03T02:59:00.000Z')).toBe('2026-03-02');
    expect(versionDay('2026-03-03T03:00:00.000Z')).toBe('2026-03-03');
  });

  it('an autosave is the first of its day when the newest version is from an earlier day (or there is none)', () => {
    const at = new Date('2026-03-03T03:30:00.000Z');
    expect(versionReasonFor('autosave', at, null)).toBe('day');
    expect(versionReasonFor('autosave', at, '2026-03-03T02:30:00.000Z')).toBe('day');
    expect(versionReasonFor('autosave', at, '2026-03-03T03:10:00.000Z')).toBe('autosave');
    // A save the person asked for keeps its own words.
    expect(versionReasonFor('manual', at, null)).toBe('manual');
    expect(versionReasonFor('section', at, '2026-03-01T12:00:00.000Z')).toBe('section');
    expect(versionReasonFor('restore', at, null)).toBe('restore');
  });

  it('keeps the newest autosaves and meaningful versions apart, so autosaves never push a meaningful one out', () => {
    const versions: Array<{ number: number; reason: VersionReason }> = [
      { number: 1, reason: 'day' },
      { number: 2, reason: 'manual' },
      ...Array.from({ length: 15 }, (_, i) => ({ number: 3 + i, reason: 'autosave' as const })),
    ];
    const dropped = versionsToDrop(versions);
    expect(dropped).toHaveLength(15 - CURRICULUM_AUTOSAVES_KEPT);
    expect(dropped).not.toContain(1);
    expect(dropped).not.toContain(2);
    expect(Math.max(...dropped)).toBe(17 - CURRICULUM_AUTOSAVES_KEPT);

    const manual = Array.from({ length: CURRICULUM_VERSIONS_KEPT + 5 }, (_, i) => ({ number: i + 1, reason: 'manual' as const }));
    expect(versionsToDrop(manual)).toEqual([5, 4, 3, 2, 1]);
    // The newest version is the resume as saved: never dropped, whatever the counts.
    expect(versionsToDrop([{ number: 9, reason: 'autosave' }])).toEqual([]);
  });

  it('says each moment in Portuguese', () => {
    expect(versionMoment('manual', null)).toBe('Salvo por você');
    expect(versionMoment('section', SECTION_LABELS.experiences)).toBe(`Seção concluída: ${SECTION_LABELS.experiences}`);
    expect(versionMoment('day', null)).toBe('Primeiro salvamento do dia');
    expect(versionMoment('autosave', null)).toBe('Salvamento automático');
    for (const reason of VERSION_REASONS) expect(versionMoment(reason, null)).not.toBe('');
    expect(VERSIONS_INTRO).toContain(`ficam só as ${CURRICULUM_AUTOSAVES_KEPT} últimas`);
    expect(fleschReadingEasePt(VERSIONS_INTRO)).toBeGreaterThanOrEqual(60);
  });

  it('names every Formal section and every Jovem step once', () => {
    expect(new Set(VERSION_SECTION_NAMES).size).toBe(VERSION_SECTION_NAMES.length);
    for (const label of Object.values(SECTION_LABELS)) expect(VERSION_SECTION_NAMES).toContain(label);
    expect(VERSION_SECTION_NAMES).toContain('Objetivo');
    expect(VERSION_SECTION_NAMES).toContain('Quem é você?');
  });
});
