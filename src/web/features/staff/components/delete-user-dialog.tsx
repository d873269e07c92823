import { useMutation } from '@tanstack/react-query';
import { STAFF_MESSAGES, type StaffUser } from '../../../../shared/contracts/staff.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { userMessage } from '../../../lib/api-client';
import { staffApi } from '../api/staff-api';

/**
 * The confirmation before deleting someone's account at their request (LGPD):
 * it cannot be undone, and it is written to the audit log. Refusals (one's own
 * account, a staff account) are the server's messages.
 */
export function DeleteUserDialog({
  user,
  open,
  onOpenChange,
  onDeleted,
}: {
  user: StaffUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useMutation({
    mutationFn: staffApi.deleteUser,
    onSuccess: ({ message }) => {
      onOpenChange(false);
      onDeleted(message ?? STAFF_MESSAGES.userDeleted);
    },
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      dismissible={!remove.isPending}
      title="Excluir conta (LGPD)"
      description="Esta ação não pode ser desfeita."
    >
      <div className="space-y-4 text-slate-800">
        <p>
          A conta de <strong className="wrap-anywhere">{user.name}</strong> (<span className="wrap-anywhere">{user.email}</span>) será excluída com os testes,
          resultados, currículo e mensagens. Os pagamentos ficam guardados sem dados pessoais, pelo prazo da lei fiscal.
        </p>
        <p>A exclusão fica registrada na auditoria, com o seu e-mail. Faça isso apenas a pedido da própria pessoa.</p>
        {remove.isError && <Alert tone="error">{userMessage(remove.error, 'Não foi possível excluir a conta. Tente novamente.')}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(user.id)}>
            Excluir conta
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancelar
          </Button>
        </div>
      </div>
    </Modal>
  );
}
