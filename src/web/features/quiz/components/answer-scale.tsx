import { useRef, type KeyboardEvent } from 'react';
import { ANSWER_SCALE } from '../../../../shared/content/answer-scale';

const EMOJI = { 1: '😣', 2: '🙁', 3: '😐', 4: '🙂', 5: '😄' } as const;

/** The scale's values and labels (shared: the attention statement names one) with their emoji. */
export const ANSWER_OPTIONS = ANSWER_SCALE.map((option) => ({ ...option, emoji: EMOJI[option.value] }));

/**
 * The 1-5 scale as a radiogroup of five big buttons. One tab stop (roving
 * tabindex); arrows move between options, Enter/Space choose, and the screen
 * also listens to the keys 1-5. While a submission is pending the group is
 * locked (aria-disabled) and the chosen option stays highlighted.
 */
export function AnswerScale({
  labelledBy,
  value,
  highlighted,
  locked,
  onSelect,
}: {
  labelledBy: string;
  value: number | null;
  highlighted: number | null;
  locked: boolean;
  onSelect: (value: number) => void;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const checked = highlighted ?? value;
  const tabStop = checked ?? ANSWER_SCALE[0].value;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: number) {
    const last = ANSWER_OPTIONS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(position + 1, last),
      ArrowDown: Math.min(position + 1, last),
      ArrowLeft: Math.max(position - 1, 0),
      ArrowUp: Math.max(position - 1, 0),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-disabled={locked || undefined} className="grid gap-2 sm:grid-cols-5 sm:gap-3">
      {ANSWER_OPTIONS.map((option, position) => {
        const isChecked = checked === option.value;
        const isHighlighted = highlighted === option.value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[position] = el;
            }}
            type="button"
            role="radio"
            aria-checked={isChecked}
            aria-disabled={locked || undefined}
            tabIndex={option.value === tabStop ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, position)}
            onClick={() => !locked && onSelect(option.value)}
            className={`flex min-h-14 items-center gap-3 rounded-2xl border-2 px-4 py-2 text-left transition sm:flex-col sm:justify-center sm:gap-1 sm:px-2 sm:py-4 sm:text-center ${
              isHighlighted
                ? 'scale-[1.02] border-brand-700 bg-brand-700 text-white shadow-md'
                : isChecked
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
            } ${locked && !isHighlighted ? 'cursor-wait opacity-70' : ''}`}
          >
            <span aria-hidden="true" className="text-3xl sm:text-4xl">
              {option.emoji}
            </span>
            <span className="text-sm font-semibold leading-tight">
              <span className="sr-only">{option.value}: </span>
              {option.label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
