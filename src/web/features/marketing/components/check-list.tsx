/** A list with a check mark before each item; the mark is decorative. */
export function CheckList({ items, tone = 'brand' }: { items: readonly string[]; tone?: 'brand' | 'light' }) {
  const mark = tone === 'light' ? 'bg-white/20 text-white' : 'bg-brand-100 text-brand-800';
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${mark}`}>
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
