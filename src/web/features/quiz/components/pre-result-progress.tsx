import { useEffect, useState } from 'react';
import { PRE_RESULT_DURATION_MS, PRE_RESULT_TICK_MS } from '../../../config/timings';

const MESSAGES = ['Analisando suas respostas...', 'Calculando seus perfis...', 'Preparando seu resultado...'] as const;

/**
 * Spec §2 /pre-result: 8 s of progress (50 ms ticks) with rotating messages, then onDone.
 * `compact` drops the screen-filling height, for a page that shows more below it.
 */
export function PreResultProgress({ onDone, compact = false }: { onDone: () => void; compact?: boolean }) {
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const now = Math.min(Date.now() - startedAt, PRE_RESULT_DURATION_MS);
      setElapsed(now);
      if (now >= PRE_RESULT_DURATION_MS) clearInterval(timer);
    }, PRE_RESULT_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const done = elapsed >= PRE_RESULT_DURATION_MS;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const percent = Math.round((elapsed / PRE_RESULT_DURATION_MS) * 100);
  const message = MESSAGES[Math.min(MESSAGES.length - 1, Math.floor((elapsed / PRE_RESULT_DURATION_MS) * MESSAGES.length))]!;

  return (
    <div className={`mx-auto flex w-full max-w-xl flex-col items-center justify-center px-4 text-center ${compact ? 'pt-8 pb-2' : 'min-h-[60vh] py-10'}`}>
      <p className="text-6xl motion-safe:animate-pulse" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Quase lá!</h1>
      <p className="mt-2 min-h-7 text-lg text-slate-700" role="status" aria-live="polite">
        {message}
      </p>
      <div
        role="progressbar"
        aria-label="Preparando seu resultado"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-6 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm font-semibold text-slate-700" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}
