import { PERCENTAGE_EXPLAINED } from '../../../../shared/content/personal/report-phrases';

/** "O que quer dizer esse número?": what a percentage means, beside every percentage a reader sees (issue 25). */
export function PercentageNote() {
  return (
    <div className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">{PERCENTAGE_EXPLAINED.title}</p>
      <p className="mt-1">{PERCENTAGE_EXPLAINED.text}</p>
    </div>
  );
}
