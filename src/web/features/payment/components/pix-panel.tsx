import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/contracts/payment.contract';
import { onlyDigits } from '../../../../shared/domain/cpf';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { paymentApi } from '../api/payment-api';
import { usePolling } from '../hooks/use-polling';
import { COPY_CONFIRMATION_MS, PIX_POLL_INTERVAL_MS, PIX_POLL_LIMIT_MS } from '../payment-timings';
import { payerProblem, type PayerValues } from './payer-fields';

interface PixOrder {
  orderId: string;
  qrCode: string;
  qrCodeUrl: string;
  expiresAt: number;
}

function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function PixPanel({ attemptId, payer, sandbox, onPaid }: { attemptId: string; payer: PayerValues; sandbox: boolean; onPaid(): void }) {
  const [order, setOrder] = useState<PixOrder | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    if (!order || expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [order, expired]);

  useEffect(() => {
    if (order && !expired && now >= order.expiresAt) setExpired(PAYMENT_MESSAGES.qrExpired);
  }, [now, order, expired]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  usePolling({
    active: Boolean(order) && !expired,
    intervalMs: PIX_POLL_INTERVAL_MS,
    limitMs: PIX_POLL_LIMIT_MS,
    check: async () => {
      const current = await paymentApi.order(order!.orderId);
      if (current.status === 'PAID') onPaid();
      if (current.status === 'FAILED') setExpired(PAYMENT_MESSAGES.qrExpired);
      return current.status !== 'PENDING';
    },
    onTimeout: () => setExpired(PAYMENT_MESSAGES.pixExpiredPolling),
  });

  async function generate() {
    setError(null);
    const problem = payerProblem(payer);
    if (problem) return setError(problem);
    setPending(true);
    try {
      const result = await paymentApi.createOrder({
        attemptId,
        paymentMethod: 'pix',
        document: onlyDigits(payer.document),
        phone: onlyDigits(payer.phone),
        countryCode: '55',
      });
      if (result.status === 'PAID') return onPaid();
      if (!result.pix) throw new Error('no pix data');
      setExpired(null);
      setNow(Date.now());
      setOrder({ orderId: result.orderId, qrCode: result.pix.qrCode, qrCodeUrl: result.pix.qrCodeUrl, expiresAt: Date.now() + result.pix.expiresIn * 1000 });
    } catch (err) {
      setError(userMessage(err, PAYMENT_MESSAGES.pixError));
    } finally {
      setPending(false);
    }
  }

  function regenerate() {
    setOrder(null);
    setExpired(null);
    void generate();
  }

  async function copy() {
    if (!order) return;
    try {
      await navigator.clipboard.writeText(order.qrCode);
    } catch {
      // Clipboard may be blocked; the code stays visible and selectable.
    }
    setCopied(true);
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

  if (!order) {
    return (
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-slate-700">O código PIX vale por 10 minutos. A confirmação chega em segundos depois do pagamento.</p>
        <Button onClick={() => void generate()} loading={pending} className="w-full">
          Gerar código PIX
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      {expired ? (
        <div className="space-y-3">
          <Alert tone="error">{expired}</Alert>
          <Button onClick={regenerate} loading={pending} className="w-full">
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
            <textarea id="pix-code" readOnly value={order.qrCode} rows={3} className="w-full break-all rounded-xl border border-slate-400 p-2 font-mono text-xs" onFocus={(e) => e.target.select()} />
          </div>
          <Button variant="secondary" onClick={() => void copy()} className="w-full">
            {copied ? 'Código copiado!' : 'Copiar código PIX'}
          </Button>
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
