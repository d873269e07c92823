/**
 * Suggestions drawn from the user's test result, under a question. A chip adds
 * its text to the answer (never replaces what was typed); one already in the
 * answer shows as added.
 */
export function SuggestionChips({
  suggestions,
  isUsed,
  onAdd,
  title = 'Sugestões do seu resultado do teste:',
}: {
  suggestions: readonly string[];
  isUsed: (text: string) => boolean;
  onAdd: (text: string) => void;
  title?: string;
}) {
  if (suggestions.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-800">{title}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((text) => {
          const used = isUsed(text);
          return (
            <li key={text} className="max-w-full">
              <button
                type="button"
                aria-pressed={used}
                aria-disabled={used || undefined}
                onClick={() => {
                  if (!used) onAdd(text);
                }}
                className={`min-h-11 max-w-full rounded-full px-4 py-2 text-left text-sm ring-1 ${
                  used ? 'cursor-default bg-green-50 text-green-900 ring-green-700/40' : 'bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50'
                }`}
              >
                <span aria-hidden="true">{used ? '✓ ' : '+ '}</span>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
