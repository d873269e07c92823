import { deleteMeContract } from '../../../../shared/contracts/auth.contract';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { accountDataApi } from '../api/account-data-api';

const ERASED = [
  'sua conta, seu nome, e-mail, CPF e telefone;',
  'suas respostas do teste e seus resultados (o link do resultado deixa de funcionar);',
  'seu currículo e todas as versões salvas;',
  'os PDFs gerados, as mensagens enviadas ao suporte e os e-mails sobre você.',
];

/**
 * The warning and the password before an irreversible deletion: what is
 * erased, what is kept (orders, anonymised, for the tax period) and why.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: { open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void }) {
  const form = useForm({
    initialValues: { password: '' },
    validate: validateWith(deleteMeContract.body),
    onSubmit: async ({ password }) => {
      try {
        await accountDataApi.deleteAccount(password);
        onDeleted();
      } catch (err) {
        form.fail(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao excluir a conta') : 'Erro ao excluir a conta. Tente novamente.');
      }
    },
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.setValue('password', '');
          form.clearMessage();
        }
        onOpenChange(next);
      }}
      dismissible={!form.submitting}
      title="Excluir minha conta"
      description="Esta ação não pode ser desfeita."
    >
      <div className="space-y-4 text-slate-800">
        <div>
          <p className="font-semibold">O que será apagado:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {ERASED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold">O que fica guardado:</p>
          <p className="mt-1">
            Os pagamentos (valor, forma, situação e datas), sem seu nome, e-mail, CPF ou telefone, pelo prazo que a lei fiscal exige (5 anos). Se quiser uma
            cópia dos seus dados, baixe-a antes de excluir.
          </p>
        </div>
        <form {...form.formProps} className="space-y-4" aria-label="Confirmar exclusão da conta">
          <PasswordField label="Sua senha" autoComplete="current-password" {...form.field('password')} />
          <FormMessage form={form} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="danger" loading={form.submitting}>
              Excluir minha conta
            </Button>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={form.submitting}>
              Cancelar
            </Button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
