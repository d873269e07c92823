export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const dimension = size === 'sm' ? 'h-4 w-4 border-2' : size === 'lg' ? 'h-12 w-12 border-4' : 'h-8 w-8 border-4';
  return (
    <span className="inline-flex items-center gap-3" role={label ? 'status' : undefined}>
      <span aria-hidden="true" className={`${dimension} animate-spin rounded-full border-current border-t-transparent opacity-80`} />
      {label && <span>{label}</span>}
    </span>
  );
}

/**
 * A page still loading. It fills the screen below the header, so the footer
 * is out of sight until the page arrives and nothing in view moves when it does.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[calc(100svh-4rem)] items-center justify-center text-brand-800">
      <Spinner size="lg" label={label} />
    </div>
  );
}
