import { FUNNEL_STEPS, type FunnelDay, type FunnelStep } from '../../../shared/contracts/staff.contract';

/**
 * What each step's rate is a share of: the step before it, except that
 * inconclusive results and payments are both shares of the completed tests.
 */
export const FUNNEL_RATE_BASE = {
  registrations: null,
  started: 'registrations',
  completed: 'started',
  inconclusive: 'completed',
  paid: 'completed',
} as const satisfies Record<FunnelStep, FunnelStep | null>;
export type FunnelRateBase = NonNullable<(typeof FUNNEL_RATE_BASE)[FunnelStep]>;

export interface FunnelTotal {
  step: FunnelStep;
  /** The step's count summed over the days. */
  total: number;
  /** The step its rate is a share of; null for the first step. */
  base: FunnelRateBase | null;
  /** "80%", "33,3%"; "–" when the base is zero; null for the first step. */
  rate: string | null;
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** `part` as a percentage of `whole` ("33,3%"); "–" when `whole` is zero. */
export function shareText(part: number, whole: number): string {
  return whole > 0 ? `${percent.format((part / whole) * 100)}%` : '–';
}

/** The funnel over the days: each step's total and its rate against its base step. */
export function funnelTotals(days: readonly FunnelDay[]): FunnelTotal[] {
  const totals = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, days.reduce((sum, day) => sum + day[step], 0)])) as Record<FunnelStep, number>;
  return FUNNEL_STEPS.map((step) => {
    const base = FUNNEL_RATE_BASE[step];
    return { step, total: totals[step], base, rate: base === null ? null : shareText(totals[step], totals[base]) };
  });
}
