import { Link } from '../../../lib/navigation';
import { buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** Spec "Modals": create an account or log in, then come back to `from`. */
export function LoginPromptModal({ open, onOpenChange, from }: { open: boolean; onOpenChange: (open: boolean) => void; from: string }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Entre para fazer o teste"
      description="Para guardar suas respostas e o seu resultado, você precisa de uma conta. É grátis e leva menos de um minuto."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/register" state={{ from }} className={buttonClasses('primary')}>
          Criar conta
        </Link>
        <Link to="/login" state={{ from }} className={buttonClasses('secondary')}>
          Já tenho conta
        </Link>
      </div>
    </Modal>
  );
}
