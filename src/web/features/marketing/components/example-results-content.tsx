import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '../../../lib/navigation';
import { buttonClasses } from '../../../components/ui/button';
import { ExampleProfiles } from './example-profiles';
import { useStartTestTarget } from '../../../lib/start-test-target';

/** The dialog of "Ver exemplos de resultado" (example-results-dialog.tsx): three example profiles, each with both of its names. */
export function ExampleResultsContent({ open, onOpenChange, onClosed }: { open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void }) {
  const startTarget = useStartTestTarget();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          // The trigger is not Radix's (it lives in the landing's chunk): focus goes back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white px-4 pb-6 pt-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(46rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-8 sm:pb-8 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold text-slate-900">Exemplos de resultado</Dialog.Title>
            <Dialog.Close
              className="-mr-1 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-slate-700 hover:bg-slate-100"
              aria-label="Fechar"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-slate-700">
            Cada um dos 9 perfis tem dois nomes: o clássico, da tradição do Eneagrama, e um nome pensado para o mundo das carreiras. No seu resultado você vê os
            dois. Veja três exemplos:
          </Dialog.Description>
          <ExampleProfiles />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('secondary')}>Fechar</Dialog.Close>
            <Link to={startTarget} className={buttonClasses('primary')}>
              Descobrir o meu perfil
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
