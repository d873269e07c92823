import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES, type PaymentMethod } from '../../../../shared/contracts/payment.contract';
import {
  SCHOOL_LICENCE_MESSAGES,
  SEATS_PER_ORDER_MAX,
  SEATS_PER_ORDER_MIN,
  seatOrderBodySchema,
  type ClassSeats,
  type SeatOrder,
} from '../../../../shared/contracts/school-licences.contract';
import { formatPrice } from '../../../../shared/constants/price';
import { formatCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { formatCnpj, normalizeCnpj } from '../../../../shared/domain/cnpj';
import { formatPhone } from '../../../../shared/domain/phone';
import { CardAndAddressFields, EMPTY_ADDRESS, EMPTY_CARD } from '../../../common/card-fields';
import { addressErrors, billingAddressBody, cardErrors, cardFormSummary, type AddressFields, type CardFields } from '../../../common/card-input';
import { CARD_POLL_INTERVAL_MS, CARD_POLL_LIMIT_MS, cardPaymentFailure, tokenizeCard } from '../../../common/card-payment';
import { PaymentMethodChoice } from '../../../common/payment-method-choice';
import { useCopy } from '../../../common/use-copy';
import { usePolling } from '../../../common/use-polling';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { seatsApi } from '../api/seats';

/** How often the page asks whether the PIX was paid (the server reads the gateway at most once per 5 s). */
const PIX_POLL_MS = 3_000;

const seatsKey = (classId: string) => ['schools', 'seats', classId] as const;

/** The payer's document as typed: a CPF (11 digits) or a CNPJ (14 characters, letters in the 2026 format). */
function formatDocument(value: string): string {
  const clean = normalizeCnpj(value).replace(/[^0-9A-Z]/g, '');
  return /[A-Z]/.test(clean) || clean.length > 11 ? formatCnpj(clean) : formatCpf(clean);
}

/** The form's fields as typed (the seats as text), with the card and its billing address when paying by card. */
interface FormValues extends CardFields, AddressFields {
  seats: string;
  payerName: string;
  payerDocument: string;
  phone: string;
}
/** The order's own fields, as the contract's PIX body; a card body adds the token and the billing address to them. */
const toPixBody = ({ seats, payerName, payerDocument, phone }: FormValues) => ({
  paymentMethod: 'pix' as const,
  seats,
  payerName,
  payerDocument,
  phone: onlyDigits(phone),
});
/** The order's fields are checked by the contract's schema (the same for both methods); the card and address by card-input's checks. */
const orderErrors = validateWith(seatOrderBodySchema, toPixBody);

function SeatsSummary({ seats }: { seats: ClassSeats }) {
  const items: Array<[string, number]> = [
    ['Vagas compradas', seats.seatsPaid],
    ['Vagas usadas', seats.seatsUsed],
    ['Vagas livres', seats.seatsFree],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center" aria-label="Vagas da turma">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PixWaiting({ classId, order, sandbox, onPaid }: { classId: string; order: SeatOrder; sandbox: boolean; onPaid: (order: SeatOrder) => void }) {
  const { copy, copied, failed: copyFailed } = useCopy();
  const [error, setError] = useState<string | null>(null);
  const pix = order.pix;

  useEffect(() => {
    let stopped = false;
    const timer = setInterval(() => {
      seatsApi
        .order(classId, order.orderId)
        .then((current) => {
          if (!stopped && current.status === 'PAID') onPaid(current);
        })
        .catch(() => undefined); // a failed poll is retried on the next tick
    }, PIX_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [classId, order.orderId, onPaid]);

  async function simulate() {
    try {
      const paid = await seatsApi.sandboxPay(classId, order.orderId);
      if (paid.status === 'PAID') onPaid(paid);
    } catch (err) {
      setError(userMessage(err, PAYMENT_MESSAGES.paymentError));
    }
  }

  if (!pix) return <Alert tone="error">{PAYMENT_MESSAGES.pixError}</Alert>;
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-slate-800">
        Pague <strong>{formatPrice(order.amountCents)}</strong> por {order.seats} {order.seats === 1 ? 'vaga' : 'vagas'} com o PIX abaixo.
      </p>
      <div className="flex justify-center">
        <img src={pix.qrCodeUrl} alt="QR Code do PIX para pagamento" width={220} height={220} className="rounded-lg ring-1 ring-slate-200" />
      </div>
      <div>
        <label htmlFor="seats-pix-code" className="mb-1 block text-sm font-medium text-slate-800">
          PIX copia e cola
        </label>
        <textarea
          id="seats-pix-code"
          readOnly
          value={pix.qrCode}
          rows={3}
          className="w-full break-all rounded-xl border border-slate-400 p-2 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <Button variant="secondary" onClick={() => void copy(pix.qrCode)} className="w-full">
        {copied ? 'Código copiado!' : 'Copiar código PIX'}
      </Button>
      {copyFailed && <p className="text-sm text-red-800">Não foi possível copiar. Selecione o código acima e copie manualmente.</p>}
      <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
        <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />
        Aguardando pagamento...
      </p>
      {sandbox && (
        <Button variant="ghost" onClick={() => void simulate()} className="w-full">
          Simular pagamento (sandbox)
        </Button>
      )}
    </div>
  );
}

/**
 * "Vagas da turma" (decision 0197): the seats paid, used and free, and buying more by PIX or card. Each seat unlocks the
 * full report of one student of the class who finished the test, first come first served.
 */
export function SeatsPanel({ classId }: { classId: string }) {
  const queryClient = useQueryClient();
  const seats = useQuery({ queryKey: seatsKey(classId), queryFn: () => seatsApi.seats(classId) });
  // The payment modal reads the same config under this key.
  const config = useQuery({ queryKey: ['payment', 'config'], queryFn: seatsApi.paymentConfig, staleTime: 300_000 });
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [pending, setPending] = useState<SeatOrder | null>(null);
  const [pollingCard, setPollingCard] = useState<string | null>(null);
  const [paid, setPaid] = useState<SeatOrder | null>(null);

  const form = useForm<FormValues>({
    initialValues: { seats: '1', payerName: '', payerDocument: '', phone: '', ...EMPTY_CARD, ...EMPTY_ADDRESS },
    validate: (values) => (method === 'pix' ? orderErrors(values) : { ...orderErrors(values), ...cardErrors(values), ...addressErrors(values) }),
    summarize: (values) => (method === 'pix' ? null : cardFormSummary(values, values)),
    onSubmit: (values) => (method === 'pix' ? buyByPix(values) : buyByCard(values)),
  });

  async function buyByPix(values: FormValues): Promise<void> {
    try {
      const order = await seatsApi.buy(classId, seatOrderBodySchema.parse(toPixBody(values)));
      if (order.status === 'PAID') return onPaid(order);
      setPending(order);
    } catch (err) {
      form.fail(userMessage(err, PAYMENT_MESSAGES.pixError));
    }
  }

  /** As the personal card panel: the token straight from the provider, the order, then its status polled while pending. */
  async function buyByCard(values: FormValues): Promise<void> {
    if (!config.data) {
      form.fail(PAYMENT_MESSAGES.cardError);
      return;
    }
    try {
      const cardToken = await tokenizeCard(config.data.tokenUrl, config.data.publicKey, values);
      const order = await seatsApi.buy(classId, { ...toPixBody(values), paymentMethod: 'credit_card', cardToken, billingAddress: billingAddressBody(values) });
      if (order.status === 'PAID') onPaid(order);
      else if (order.status === 'FAILED') form.fail(PAYMENT_MESSAGES.denied);
      else setPollingCard(order.orderId);
    } catch (err) {
      form.fail(cardPaymentFailure(err));
    }
  }

  usePolling({
    active: pollingCard !== null,
    intervalMs: CARD_POLL_INTERVAL_MS,
    limitMs: CARD_POLL_LIMIT_MS,
    check: async () => {
      const order = await seatsApi.order(classId, pollingCard!);
      if (order.status === 'PAID') onPaid(order);
      if (order.status === 'FAILED') {
        form.fail(PAYMENT_MESSAGES.denied);
        setPollingCard(null);
      }
      return order.status !== 'PENDING';
    },
    onTimeout: () => {
      form.fail(PAYMENT_MESSAGES.timeout);
      setPollingCard(null);
    },
  });

  function onPaid(order: SeatOrder): void {
    setPending(null);
    setPollingCard(null);
    setPaid(order);
    // A card paid once is not charged again by a second click.
    if (order.paymentMethod === 'credit_card') form.setValues((values) => ({ ...values, ...EMPTY_CARD }));
    void queryClient.invalidateQueries({ queryKey: seatsKey(classId) });
  }

  if (seats.isPending) return <Spinner label="Carregando..." />;
  if (seats.isError) return <Alert tone="error">{userMessage(seats.error, 'Não foi possível carregar as vagas da turma.')}</Alert>;
  const data = seats.data;
  const count = Number(form.values.seats);
  const total = Number.isInteger(count) && count >= SEATS_PER_ORDER_MIN && count <= SEATS_PER_ORDER_MAX ? formatPrice(count * data.seatPriceCents) : '–';

  return (
    <div className="space-y-6">
      <SeatsSummary seats={data} />
      <p className="text-slate-700">
        Cada vaga libera o relatório completo e o currículo de um(a) estudante da turma que terminou o teste, por ordem de conclusão. Quem já pagou o próprio
        relatório não usa vaga.
      </p>
      {paid && (
        <div role="status">
          <Alert tone="success">
            {SCHOOL_LICENCE_MESSAGES.paid} ({paid.seats} {paid.seats === 1 ? 'vaga' : 'vagas'})
          </Alert>
        </div>
      )}
      {pending ? (
        <PixWaiting classId={classId} order={pending} sandbox={config.data?.gateway === 'sandbox'} onPaid={onPaid} />
      ) : (
        <form {...form.formProps} className="space-y-4" aria-label="Comprar vagas">
          <h2 className="text-xl font-semibold text-slate-900">Comprar vagas</h2>
          <p className="text-slate-800">
            <strong>{data.seatPriceFormatted}</strong> {SCHOOL_LICENCE_MESSAGES.perStudent}
          </p>
          <TextField label="Quantas vagas?" inputMode="numeric" {...form.field('seats', (v) => v.replace(/\D/g, '').slice(0, 3))} />
          <p className="text-slate-800" aria-live="polite">
            Total: <strong>{total}</strong>
          </p>
          <TextField label="Nome de quem paga (pessoa ou escola)" autoComplete="name" {...form.field('payerName')} />
          <TextField label="CPF ou CNPJ de quem paga" {...form.field('payerDocument', formatDocument)} />
          <TextField
            label="Telefone"
            inputMode="tel"
            autoComplete="tel"
            hint="Se ficar em branco, usamos o telefone do seu perfil."
            {...form.field('phone', formatPhone)}
          />
          <PaymentMethodChoice value={method} onChange={setMethod} />
          {method === 'credit_card' && <CardAndAddressFields field={form.field} processing={pollingCard !== null} />}
          <FormMessage form={form} />
          <Button type="submit" loading={form.submitting || pollingCard !== null} className="w-full">
            {method === 'pix' ? 'Gerar código PIX' : 'Pagar com cartão'}
          </Button>
        </form>
      )}
    </div>
  );
}
