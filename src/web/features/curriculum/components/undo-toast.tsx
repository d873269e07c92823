import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CURRICULUM_UNDO_MS } from '../../../config/timings';

/**
 * "Item excluído." with "Desfazer", under the list for CURRICULUM_UNDO_MS (issue 29 "nothing lost"; in the
 * flow, not floating over the form on a phone); the item stays in the Lixeira after. Announced politely; focus moves to "Desfazer" (the deleted
 * row's button is gone), so a keyboard user can undo at once. It stays while an undo is on its way.
 */
export function UndoToast({
  message,
  busy,
  error,
  onUndo,
  onClose,
}: {
  message: string;
  busy: boolean;
  /** Why the last undo failed. */
  error: string | null;
  onUndo: () => void;
  /** Time is up, or the person closed it. */
  onClose: () => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    boxRef.current?.querySelector<HTMLButtonElement>('[data-undo]')?.focus();
  }, []);

  useEffect(() => {
    if (busy) return;
    const timer = setTimeout(() => closeRef.current(), CURRICULUM_UNDO_MS);
    return () => clearTimeout(timer);
  }, [busy, error]);

  return (
    <div ref={boxRef} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-slate-900 px-4 py-2 text-white shadow-lg">
      <p role="status" aria-live="polite" className="min-w-0 flex-1 text-sm">
        {message}
        {error && <span className="mt-1 block text-amber-200">{error}</span>}
      </p>
      <Button data-undo variant="secondary" loading={busy} onClick={onUndo}>
        Desfazer
      </Button>
      <button
        type="button"
        onClick={onClose}
        aria-label="Fechar aviso"
        className="min-h-11 min-w-11 rounded-lg text-xl leading-none text-slate-200 hover:bg-slate-800"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
