import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './dashboard-csv';
import { buildClassDashboard, hiddenReasonOf, visibleCell, type MemberProgress } from './dashboard.service';
import { dashboardCsv } from './dashboard-csv';
import type { ClassRow } from './schools.repository';

describe('dashboard CSV cells', () => {
  it('prefixes with an apostrophe a cell that a spreadsheet would read as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+55 81')).toBe("'+55 81");
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('2º A – manhã')).toBe('2º A – manhã');
    expect(csvCell(5)).toBe('5');
  });

  it('quotes a cell holding the separator, a quote or a line break', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvLine(['Turma', '=1+1', 3])).toBe("Turma;'=1+1;3");
  });
});

describe('dashboard privacy rules', () => {
  const row: ClassRow = {
    id: 'c',
    educator_id: 'e',
    name: '@turma',
    school: 'Escola',
    grade: 'em-1',
    year: 2026,
    status: 'open',
    join_code: 'ABCDEFGH',
    code_created_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    closed_at: null,
    seats_paid: 30,
    seats_used: 7,
    members: 0,
  };
  const member = (name: string, lead: 1 | 3 | null, showResult = false): MemberProgress => ({
    name,
    showResult,
    state: 'finished',
    finishedAt: '2026-03-01T00:00:00.000Z',
    result: lead === null ? null : { order: [lead], mixed: false, percentages: { [lead]: 80 }, families: ['saude'] },
  });

  it('shows a cell from 3, never 0, 1 or 2', () => {
    expect([0, 1, 2, 3, 4].map(visibleCell)).toEqual([null, null, null, 3, 4]);
  });

  it('hides under 5 finished, and while 1 or 2 finished students do not show their result', () => {
    expect(hiddenReasonOf(4, 0)).toBe('too-few-finished');
    expect(hiddenReasonOf(5, 0)).toBeNull();
    expect(hiddenReasonOf(5, 3)).toBe('would-single-out');
    expect(hiddenReasonOf(5, 4)).toBe('would-single-out');
    expect(hiddenReasonOf(5, 5)).toBeNull();
    expect(hiddenReasonOf(6, 3)).toBeNull();
  });

  it('writes the hidden reason instead of the distribution, and no names', () => {
    const members = [member('Ana', 3, true), member('Bia', 3, true), member('Caio', 3, true), member('Duda', 1), member('Eli', null)];
    const data = buildClassDashboard(row, members);
    expect(data.hiddenReason).toBe('would-single-out');
    expect(data.seats).toEqual({ paid: 30, used: 7, free: 23 });
    const text = dashboardCsv(data);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toContain("Turma;'@turma\r\n");
    expect(text).toContain('Vagas livres;23\r\n');
    expect(text).not.toMatch(/Ana|Bia|Caio|Duda|Eli\b/);
  });
});
