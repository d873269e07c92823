import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentMethod } from '../../../../shared/contracts/payment.contract';
import { formatCpf } from '../../../../shared/domain/cpf';
import { formatPhone } from '../../../../shared/domain/phone';
import { PaymentMethodChoice } from '../../../common/payment-method-choice';
import { usePriceText } from '../../../common/price';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { paymentApi } from '../api/payment-api';
import { REDIRECT_AFTER_PAYMENT_MS } from '../payment-timings';
import type { PayerValues } from '../payer-input';
import { needsGuardian } from '../../../../shared/domain/age-band';
import { AgeStep, type Guardian } from './age-step';
import { CardPanel } from './card-panel';
import { PixPanel } from './pix-panel';

/**
 * Unlocks the full report: choose PIX or card, confirm CPF and phone, pay.
 * On success it says so, then calls onPaid after 2 s (the page goes to /results).
 * Each panel is its own form with the CPF and phone in it; the modal keeps
 * what was typed there, so switching between PIX and card keeps it.
 */
export function PaymentModal({
  attemptId,
  open,
  onOpenChange,
  onPaid,
}: {
  attemptId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: () => void;
}) {
  const { user } = useSession();
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [payer, setPayer] = useState<PayerValues>({
    document: user?.document ? formatCpf(user.document) : '',
    phone: user?.phone ? formatPhone(user.phone) : '',
  });
  const [paid, setPaid] = useState(false);
  // Asked before paying: the age band (if the account has none) and, under 16, the guardian.
  const [guardian, setGuardian] = useState<Guardian | null | undefined>(undefined);
  const ready = Boolean(user?.ageBand) && (!needsGuardian(user?.ageBand) || Boolean(guardian));
  const price = usePriceText();
  const gateway = useQuery({ queryKey: ['payment', 'config'], queryFn: paymentApi.config, staleTime: 300_000, enabled: open });

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(onPaid, REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [paid, onPaid]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !paid && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">Desbloquear relatório completo</Dialog.Title>
              <Dialog.Description className="mt-1 text-slate-700">
                Pagamento único de <strong>{price}</strong>: análise dos 9 perfis, plano de desenvolvimento, PDF completo e o criador de currículo.
              </Dialog.Description>
            </div>
            {!paid && (
              <Dialog.Close className="rounded-lg px-2 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100" aria-label="Fechar">
                ×
              </Dialog.Close>
            )}
          </div>

          {paid ? (
            <Alert tone="success" title="Pagamento confirmado!">
              Seu relatório completo foi desbloqueado. Levando você ao resultado...
            </Alert>
          ) : (
            <div className="space-y-5">
              <PaymentMethodChoice value={method} onChange={setMethod} />
              {gateway.data?.gateway === 'sandbox' && (
                <Alert tone="warning" title="Modo de teste">
                  Nada é cobrado aqui. Use o botão de teste ou um cartão de teste.
                </Alert>
              )}
              {!ready ? (
                <AgeStep onDone={setGuardian} />
              ) : gateway.isPending ? (
                <Spinner label="Carregando..." />
              ) : !gateway.data ? (
                <Alert tone="error">Erro ao conectar com o servidor</Alert>
              ) : method === 'pix' ? (
                <PixPanel
                  attemptId={attemptId}
                  payer={payer}
                  onPayerChange={setPayer}
                  sandbox={gateway.data.gateway === 'sandbox'}
                  guardian={guardian ?? null}
                  onPaid={() => setPaid(true)}
                />
              ) : (
                <CardPanel
                  attemptId={attemptId}
                  payer={payer}
                  onPayerChange={setPayer}
                  gateway={gateway.data}
                  guardian={guardian ?? null}
                  onPaid={() => setPaid(true)}
                />
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
