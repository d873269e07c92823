import { describe, expect, it } from 'vitest';
import type { FunnelDay } from '../../../shared/contracts/staff.contract';
import { funnelTotals, shareText } from './funnel-rates';

const day = (date: string, counts: Omit<FunnelDay, 'date'>): FunnelDay => ({ date, ...counts });

describe('funnel rates', () => {
  it('sums each step over the days and rates it against its base step', () => {
    const days = [
      day('2026-05-01', { registrations: 30, started: 25, completed: 20, inconclusive: 2, paid: 5 }),
      day('2026-05-02', { registrations: 30, started: 25, completed: 20, inconclusive: 2, paid: 3 }),
    ];
    expect(funnelTotals(days)).toEqual([
      { step: 'registrations', total: 60, base: null, rate: null },
      { step: 'started', total: 50, base: 'registrations', rate: '83,3%' },
      { step: 'completed', total: 40, base: 'started', rate: '80%' },
      // Inconclusive results and payments are shares of the completed tests, not of the step before.
      { step: 'inconclusive', total: 4, base: 'completed', rate: '10%' },
      { step: 'paid', total: 8, base: 'completed', rate: '20%' },
    ]);
  });

  it('gives "–" for a rate whose base is zero, and zero totals for no days', () => {
    expect(funnelTotals([]).map((t) => [t.total, t.rate])).toEqual([
      [0, null],
      [0, '–'],
      [0, '–'],
      [0, '–'],
      [0, '–'],
    ]);
    const onlyRegistrations = funnelTotals([day('2026-05-01', { registrations: 3, started: 0, completed: 0, inconclusive: 0, paid: 0 })]);
    expect(onlyRegistrations.map((t) => t.rate)).toEqual([null, '0%', '–', '–', '–']);
  });

  it('writes percentages the Brazilian way, one decimal at most, and may pass 100%', () => {
    expect(shareText(1, 3)).toBe('33,3%');
    expect(shareText(2, 3)).toBe('66,7%');
    expect(shareText(5, 4)).toBe('125%');
    expect(shareText(0, 0)).toBe('–');
  });
});
