import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/contracts/payment.contract';
import { formatCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { formatPhone } from '../../../../shared/domain/phone';
import { useCopy } from '../../../common/use-copy';
import { usePolling } from '../../../common/use-polling';
import { FormMessage } from '../../../components/form/form-message';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { paymentApi } from '../api/payment-api';
import { payerErrors, type PayerValues } from '../payer-input';
import { PIX_POLL_INTERVAL_MS } from '../payment-timings';
import { formatCountdown, pixOrder, type PixOrder } from '../pix-order';
import { PayerFields } from './payer-fields';
import type { Guardian } from './age-step';

/**
 * PIX: the payer's CPF and phone, then the code, its countdown and polling.
 * The server keeps the attempt's pending code, so when the modal is reopened
 * (or the PIX tab chosen again) the same code comes back, counting down from
 * its true expiry, and polling resumes.
 */
export function PixPanel({
  attemptId,
  payer,
  onPayerChange,
  sandbox,
  guardian,
  onPaid,
}: {
  attemptId: string;
  /** The CPF and phone typed so far (shared with the card tab). */
  payer: PayerValues;
  onPayerChange: (payer: PayerValues) => void;
  sandbox: boolean;
  /** Under 16: the guardian named before paying, sent with the order. */
  guardian: Guardian | null;
  onPaid: () => void;
}) {
  const [order, setOrder] = useState<PixOrder | null>(null);
  const [restoring, setRestoring] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const { copied, failed: copyFailed, copy } = useCopy();
  const [now, setNow] = useState(Date.now());

  const form = useForm<PayerValues>({ initialValues: payer, validate: payerErrors, onChange: onPayerChange, onSubmit: generate });

  useEffect(() => {
    let active = true;
    void paymentApi
      .pendingPix(attemptId)
      .then((pending) => {
        if (!active || !pending) return;
        setNow(Date.now());
        setOrder(pixOrder(pending));
      })
      .catch(() => {
        // Nothing to restore, then: "Gerar código PIX" still leads to the pending code, which create-order answers.
      })
      .finally(() => {
        if (active) setRestoring(false);
      });
    return () => {
      active = false;
    };
  }, [attemptId]);

  useEffect(() => {
    if (!order || expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [order, expired]);

  useEffect(() => {
    if (order && !expired && now >= order.expiresAt) setExpired(PAYMENT_MESSAGES.qrExpired);
  }, [now, order, expired]);

  usePolling({
    active: Boolean(order) && !expired,
    intervalMs: PIX_POLL_INTERVAL_MS,
    // The code's own validity (expiresIn): polling ends when the code does, whatever PIX_EXPIRES_IN_SECONDS is.
    limitMs: order?.pollLimitMs ?? 0,
    check: async () => {
      const current = await paymentApi.order(order!.orderId);
      if (current.status === 'PAID') onPaid();
      if (current.status === 'FAILED') setExpired(PAYMENT_MESSAGES.qrExpired);
      return current.status !== 'PENDING';
    },
    onTimeout: () => setExpired(PAYMENT_MESSAGES.pixExpiredPolling),
  });

  async function generate(values: PayerValues): Promise<void> {
    try {
      const result = await paymentApi.createOrder({
        attemptId,
        paymentMethod: 'pix',
        ...guardian,
        document: onlyDigits(values.document),
        phone: onlyDigits(values.phone),
        countryCode: '55',
      });
      if (result.status === 'PAID') return onPaid();
      if (!result.pix) return form.fail(PAYMENT_MESSAGES.pixError);
      setError(null);
      setExpired(null);
      setNow(Date.now());
      setOrder(pixOrder({ orderId: result.orderId, ...result.pix }));
    } catch (err) {
      form.fail(userMessage(err, PAYMENT_MESSAGES.pixError));
    }
  }

  /** "Gerar Novo PIX": back to the payer form, submitted again (its fields show if something is missing). */
  function regenerate() {
    setOrder(null);
    setExpired(null);
    void form.submit();
  }

  async function simulatePayment() {
    if (!order) return;
    try {
      const { status } = await paymentApi.sandboxPay(order.orderId);
      if (status === 'PAID') onPaid();
    } catch (err) {
      setError(userMessage(err, PAYMENT_MESSAGES.paymentError));
    }
  }

  if (restoring) return <Spinner label="Carregando..." />;

  if (!order) {
    return (
      <form {...form.formProps} className="space-y-4" aria-label="Pagamento com PIX">
        <PayerFields document={form.field('document', formatCpf)} phone={form.field('phone', formatPhone)} />
        <p className="text-slate-700">
          O código PIX vale por tempo limitado: a contagem aparece junto dele. A confirmação chega em segundos depois do pagamento.
        </p>
        <FormMessage form={form} />
        <Button type="submit" loading={form.submitting} className="w-full">
          Gerar código PIX
        </Button>
      </form>
    );
  }

  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      {expired ? (
        <div className="space-y-3">
          <Alert tone="error">{expired}</Alert>
          <Button onClick={regenerate} className="w-full">
            Gerar Novo PIX
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-col items-center gap-2">
            <img src={order.qrCodeUrl} alt="QR Code do PIX para pagamento" width={220} height={220} className="rounded-lg ring-1 ring-slate-200" />
            <p className="text-sm text-slate-700" role="timer" aria-live="off">
              Expira em <strong>{formatCountdown(order.expiresAt - now)}</strong>
            </p>
          </div>
          <div>
            <label htmlFor="pix-code" className="mb-1 block text-sm font-medium text-slate-800">
              PIX copia e cola
            </label>
            <textarea
              id="pix-code"
              readOnly
              value={order.qrCode}
              rows={3}
              className="w-full break-all rounded-xl border border-slate-400 p-2 font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
          </div>
          <Button variant="secondary" onClick={() => void copy(order.qrCode)} className="w-full">
            {copied ? 'Código copiado!' : 'Copiar código PIX'}
          </Button>
          {/* A blocked clipboard: the code stays in the box above, selectable. */}
          {copyFailed && <p className="text-sm text-red-800">Não foi possível copiar. Selecione o código acima e copie manualmente.</p>}
          <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
            <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />
            Aguardando pagamento...
          </p>
          {sandbox && (
            <Button variant="ghost" onClick={() => void simulatePayment()} className="w-full">
              Simular pagamento (sandbox)
            </Button>
          )}
        </>
      )}
    </div>
  );
}
