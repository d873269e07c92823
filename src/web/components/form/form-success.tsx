import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../ui/alert';

/**
 * A form's confirmation ("Mensagem enviada com sucesso!"). It is brought into
 * view and focused when it appears, so a phone user who pressed a button at
 * the bottom of a long form sees it, and a screen reader reads it. Give it a
 * `key` that changes with each success to bring it back again.
 */
export function FormSuccess({ title, children }: { title?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Alert tone="success" title={title} ref={ref} tabIndex={-1}>
      {children}
    </Alert>
  );
}
