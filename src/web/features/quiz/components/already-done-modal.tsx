import { Link } from '../../../lib/navigation';
import type { CannotTakeData } from '../../../../shared/contracts/quiz.contract';
import { buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

let dateFormat: Intl.DateTimeFormat | undefined;
/** Made on first use: a formatter loads its locale's data, which /assessment's first paint (this module loads with it) does not need. */
const formatDate = (date: Date) => (dateFormat ??= new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' })).format(date);

export const ALREADY_DONE_TITLE = 'Você já completou o quiz recentemente';
export const ALREADY_DONE_DESCRIPTION = 'O teste pode ser feito apenas uma vez por ano.';

/** Spec "Modals" (quiz already done): when the next attempt opens, how many days are left, the result and the way home. */
export function AlreadyDoneDetails({ data }: { data: CannotTakeData }) {
  const next = new Date(data.nextAvailable);
  const days = data.daysRemaining;
  return (
    <>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900">
        {!Number.isNaN(next.getTime()) && (
          <p>
            Você poderá fazer o teste novamente a partir de <strong>{formatDate(next)}</strong>.
          </p>
        )}
        <p className="mt-1 font-semibold">{days === 1 ? 'Falta 1 dia' : `Faltam ${days} dias`}</p>
      </div>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <Link to="/results" className={buttonClasses('primary')}>
          Ver resultado
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          Voltar ao início
        </Link>
      </div>
    </>
  );
}

/** The same, as a dialog: when a start is refused (403, canTake false). */
export function AlreadyDoneModal({ data, open, onOpenChange }: { data: CannotTakeData; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={ALREADY_DONE_TITLE} description={ALREADY_DONE_DESCRIPTION}>
      <AlreadyDoneDetails data={data} />
    </Modal>
  );
}
