import { useQuery } from '@tanstack/react-query';
import { FUNNEL_DAYS, FUNNEL_STEPS, type FunnelDay, type FunnelStep } from '../../../../shared/contracts/staff.contract';
import { staffApi } from '../api/staff-api';
import { formatDay } from '../format';
import { funnelTotals } from '../funnel-rates';
import { FUNNEL_RATE_BASE_LABELS, FUNNEL_STEP_LABELS } from '../labels';
import { staffKeys } from '../hooks/staff-query-keys';
import { QueryView } from './query-view';

const BAR_WIDTH = 8;
const BAR_GAP = 2;
const CHART_HEIGHT = 48;

/** One step's counts per day as bars (drawn only: the table below carries the numbers for screen readers). */
function StepChart({ days, step }: { days: readonly FunnelDay[]; step: FunnelStep }) {
  const max = Math.max(0, ...days.map((day) => day[step]));
  const width = days.length * (BAR_WIDTH + BAR_GAP);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
      <figcaption className="text-sm font-semibold text-slate-900">
        {FUNNEL_STEP_LABELS[step]} por dia <span className="font-normal text-slate-600">(máx. {max})</span>
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${Math.max(width, 1)} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 block h-16 w-full border-b border-slate-300"
      >
        {days.map((day, index) => {
          const value = day[step];
          // A day with any count keeps a sliver of a bar, so it does not look like zero.
          const height = max > 0 && value > 0 ? Math.max(2, (value / max) * CHART_HEIGHT) : 0;
          return (
            <rect key={day.date} x={index * (BAR_WIDTH + BAR_GAP)} y={CHART_HEIGHT - height} width={BAR_WIDTH} height={height} className="fill-brand-700">
              <title>{`${formatDay(day.date)}: ${value}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      )}
    </figure>
  );
}

/** The numbers of the charts, for whoever prefers (or needs) to read them. */
function FunnelTable({ days }: { days: readonly FunnelDay[] }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold text-brand-800">Ver os números por dia</summary>
      <div className="overflow-x-auto px-2 pb-3" tabIndex={0} role="region" aria-label="Funil por dia (tabela)">
        <table className="w-full border-collapse text-right text-sm">
          <caption className="sr-only">Funil por dia, últimos {FUNNEL_DAYS} dias</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                Dia
              </th>
              {FUNNEL_STEPS.map((step) => (
                <th key={step} scope="col" className="px-2 py-1.5 font-semibold">
                  {FUNNEL_STEP_LABELS[step]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {formatDay(day.date)}
                </th>
                {FUNNEL_STEPS.map((step) => (
                  <td key={step} className="px-2 py-1 tabular-nums">
                    {day[step]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The last 30 days: totals per step with the rate against the step it follows, a chart per step and the table. */
export function FunnelSection() {
  const funnel = useQuery({ queryKey: staffKeys.funnel, queryFn: staffApi.funnel });
  return (
    <QueryView query={funnel}>
      {(days) =>
        days.length === 0 ? (
          <p className="text-slate-700">Ainda não há dados do funil.</p>
        ) : (
          <div className="space-y-6">
            <p className="text-slate-700">Últimos {FUNNEL_DAYS} dias (datas em UTC). Cada dia conta quem chegou ao passo naquele dia.</p>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {funnelTotals(days).map(({ step, total, base, rate }) => (
                <li key={step} className="rounded-xl border border-slate-200 bg-white p-4">
                  <p className="text-sm font-medium text-slate-700">{FUNNEL_STEP_LABELS[step]}</p>
                  <p className="text-2xl font-bold tabular-nums text-slate-900">{total}</p>
                  {base && rate && (
                    <p className="text-sm text-slate-700">
                      {rate} {FUNNEL_RATE_BASE_LABELS[base]}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <div className="grid gap-3 sm:grid-cols-2">
              {FUNNEL_STEPS.map((step) => (
                <StepChart key={step} days={days} step={step} />
              ))}
            </div>
            <FunnelTable days={days} />
          </div>
        )
      }
    </QueryView>
  );
}
