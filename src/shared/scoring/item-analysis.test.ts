import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, type ProfileId } from '../content/content.schema';
import { QUESTION_SET } from '../content/questions';
import { analyseItems, cronbachAlpha, pearson } from './item-analysis';
import { drawPersonSheet, mulberry32, randomInt, standardNormal, type Rng, type SimulatedPerson } from './simulation';

const SET = QUESTION_SET;

/** People whose nine traits vary a lot (SD 1 scale point) answer with noise SD 1: every scale hangs together. */
function structuredSheets(n: number, seed: number): Array<Map<number, number>> {
  const rng = mulberry32(seed);
  const person = (r: Rng): SimulatedPerson => ({
    traits: Object.fromEntries(PROFILE_IDS.map((id) => [id, standardNormal(r)])) as Record<ProfileId, number>,
    noise: 1,
    shift: 0,
    stretch: 1,
  });
  return Array.from({ length: n }, () => drawPersonSheet(rng, person(rng), SET));
}

function statementOf(analysis: ReturnType<typeof analyseItems>, id: number) {
  const found = analysis.statements.find((statement) => statement.id === id);
  if (!found) throw new Error(`no statement ${id}`);
  return found;
}

describe('the statistics', () => {
  it('Pearson r and Cronbach’s alpha on small known cases', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 2, 3], [5, 5, 5])).toBeNull();
    // Two identical items: alpha 1. Items that cancel out: the total has no variance, no alpha.
    expect(
      cronbachAlpha([
        [1, 2, 3, 4, 5],
        [1, 2, 3, 4, 5],
      ]),
    ).toBeCloseTo(1, 12);
    expect(
      cronbachAlpha([
        [1, 2, 3],
        [3, 2, 1],
      ]),
    ).toBeNull();
    // Items a = [1,2,3], b = [2,3,4], c = [1,3,5]: var 1, 1, 4; totals [4,8,12] var 16 -> alpha = 3/2 * (1 - 6/16) = 0.9375.
    expect(
      cronbachAlpha([
        [1, 2, 3],
        [2, 3, 4],
        [1, 3, 5],
      ]),
    ).toBeCloseTo(0.9375, 12);
  });
});

describe('analyseItems on simulated answers with known structure', () => {
  const sheets = structuredSheets(800, 20261123);

  it('a scale of strongly correlated statements has a high alpha, and each statement a high item-total r with its own scale', () => {
    const analysis = analyseItems(SET, sheets);
    expect(analysis.n).toBe(800);
    expect(analysis.version).toBe('2026-11-v3');
    expect(analysis.statements.map((statement) => statement.id)).toEqual(SET.order.filter((id) => id !== SET.attention!.id));
    for (const scale of analysis.scales) {
      expect(scale.items).toBe(11);
      expect(scale.alpha).toBeGreaterThan(0.8);
    }
    for (const statement of analysis.statements) {
      expect(statement.itemTotal).toBeGreaterThan(0.4);
      // Reverse-keyed statements are mirrored before correlating: no negative r.
      expect(statement.bestOtherScale!.r).toBeLessThan(statement.itemTotal!);
      expect(statement.alphaIfRemoved).toBeLessThan(analysis.scales.find((scale) => scale.profileId === statement.profileId)!.alpha!);
    }
    expect(analysis.attention).toEqual({ id: SET.attention!.id, asAsked: 1 });
  });

  it('a statement answered at random has a low item-total r, and its scale’s alpha rises without it', () => {
    const noisy = SET.statements.find((statement) => statement.profileId === 4 && !statement.reverse)!;
    const rng = mulberry32(7);
    const withNoise = sheets.map((sheet) => new Map(sheet).set(noisy.id, randomInt(rng, 1, 5)));
    const analysis = analyseItems(SET, withNoise);
    const row = statementOf(analysis, noisy.id);
    const scale = analysis.scales.find((candidate) => candidate.profileId === 4)!;
    expect(Math.abs(row.itemTotal!)).toBeLessThan(0.15);
    expect(row.alphaIfRemoved).toBeGreaterThan(scale.alpha!);
    for (const other of analysis.statements.filter((statement) => statement.profileId === 4 && statement.id !== noisy.id)) {
      expect(other.alphaIfRemoved).toBeLessThan(scale.alpha!);
    }
  });

  it('a statement that follows another profile shows it: its best other scale beats its own', () => {
    const stray = SET.statements.find((statement) => statement.profileId === 2 && !statement.reverse)!;
    const guide = SET.statements.find((statement) => statement.profileId === 8 && !statement.reverse)!;
    // Answered like a profile-8 statement: same answer as one of them.
    const moved = sheets.map((sheet) => new Map(sheet).set(stray.id, sheet.get(guide.id)!));
    const row = statementOf(analyseItems(SET, moved), stray.id);
    expect(row.bestOtherScale!.profileId).toBe(8);
    expect(row.bestOtherScale!.r).toBeGreaterThan(row.itemTotal!);
  });

  it('reports mean, SD and the share answering 4 or 5 on the answers as given', () => {
    const forward = SET.statements.find((statement) => !statement.reverse)!;
    const few = [1, 2, 4, 5].map((value) => new Map(sheets[0]).set(forward.id, value));
    const row = statementOf(analyseItems(SET, few), forward.id);
    expect(row.mean).toBe(3);
    expect(row.sd).toBeCloseTo(Math.sqrt(10 / 3), 12);
    expect(row.agreeShare).toBe(0.5);
  });

  it('leaves incomplete sheets out, and answers null where nothing can be computed', () => {
    const incomplete = new Map(sheets[0]);
    incomplete.delete(SET.statements[0]!.id);
    const analysis = analyseItems(SET, [incomplete, sheets[1]!]);
    expect(analysis.n).toBe(1);
    expect(analysis.statements[0]).toMatchObject({ sd: null, itemTotal: null, alphaIfRemoved: null });
    expect(analysis.scales.every((scale) => scale.alpha === null)).toBe(true);
    expect(analyseItems(SET, []).n).toBe(0);
  });
});
