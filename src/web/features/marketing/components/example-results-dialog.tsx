import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';

/** The dialog (Radix, and the example profiles) is a chunk of its own, fetched on the first tap: it is not part of the landing's first load. */
const ExampleResultsContent = lazy(async () => ({ default: (await import('./example-results-content')).ExampleResultsContent }));

/** "Ver exemplos de resultado": a button that opens three example profiles, each with both of its names. */
export function ExampleResultsDialog({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClassName ?? buttonClasses('secondary', 'whitespace-nowrap')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">👀</span> Ver exemplos de resultado
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ExampleResultsContent open={open} onOpenChange={setOpen} onClosed={() => trigger.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
