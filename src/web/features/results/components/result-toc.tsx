export interface TocEntry {
  id: string;
  label: string;
}

/**
 * The result page's table of contents: a bar of chips with anchor links
 * (#perfis, #analise, #carreiras, #plano...), sticky under the site header and
 * scrollable sideways on a phone. Plain links, so the keyboard, the address
 * bar and the back button all work; onOpen unfolds the target section first.
 */
export function ResultToc({ entries, onOpen }: { entries: readonly TocEntry[]; onOpen: (id: string) => void }) {
  return (
    <nav aria-label="Seções do resultado" className="sticky top-[65px] z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
      <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {entries.map((entry) => (
          <li key={entry.id} className="shrink-0">
            <a
              href={`#${entry.id}`}
              onClick={() => onOpen(entry.id)}
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-900 ring-1 ring-inset ring-brand-700/30 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
