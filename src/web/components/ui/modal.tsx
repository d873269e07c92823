import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A Radix dialog with the app's look: a bottom sheet on phones, a centred card
 * from `sm` up. Radix traps focus, closes on Escape and restores focus on close.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** False while something must not be interrupted (no close button, Escape ignored). */
  dismissible?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissible || next) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-slate-700">{description}</Dialog.Description>}
            </div>
            {dismissible && (
              <Dialog.Close className="min-h-11 min-w-11 rounded-lg px-2 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100" aria-label="Fechar">
                ×
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
