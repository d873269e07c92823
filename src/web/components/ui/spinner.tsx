export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const dimension = size === 'sm' ? 'h-4 w-4 border-2' : size === 'lg' ? 'h-12 w-12 border-4' : 'h-8 w-8 border-4';
  return (
    <span className="inline-flex items-center gap-3" role={label ? 'status' : undefined}>
      <span aria-hidden="true" className={`${dimension} animate-spin rounded-full border-current border-t-transparent opacity-80`} />
      {label && <span>{label}</span>}
    </span>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-800">
      <Spinner size="lg" label={label} />
    </div>
  );
}
