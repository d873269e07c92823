import { useState } from 'react';
import { BILLING_ADDRESS_LIMITS, PAYMENT_MESSAGES } from '../../../../shared/contracts/payment.contract';
import { formatCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { formatPhone } from '../../../../shared/domain/phone';
import { FormMessage } from '../../../components/form/form-message';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { CardTokenError, paymentApi, tokenizeCard } from '../api/payment-api';
import {
  addressErrors,
  billingAddressBody,
  cardErrors,
  cardFormSummary,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  maskHolder,
  maskState,
  maskZip,
  payerErrors,
  type AddressFields,
  type CardFields,
  type PayerValues,
} from '../card-input';
import { usePolling } from '../hooks/use-polling';
import { CARD_POLL_INTERVAL_MS, CARD_POLL_LIMIT_MS } from '../payment-timings';
import { PayerFields } from './payer-fields';
import type { Guardian } from './age-step';

type CardFormValues = PayerValues & CardFields & AddressFields;

const EMPTY_CARD: CardFields = { cardNumber: '', holder: '', expiry: '', cvv: '' };
const EMPTY_ADDRESS: AddressFields = { zip: '', street: '', addressNumber: '', complement: '', neighborhood: '', city: '', state: '' };

/**
 * The card form: payer, card and billing address, each message beside its
 * field; the denial, a timeout or an error near the button, focused.
 */
export function CardPanel({
  attemptId,
  payer,
  onPayerChange,
  gateway,
  guardian,
  onPaid,
}: {
  attemptId: string;
  /** The CPF and phone typed so far (shared with the PIX tab). */
  payer: PayerValues;
  onPayerChange: (payer: PayerValues) => void;
  gateway: { tokenUrl: string; publicKey: string };
  /** Under 16: the guardian named before paying, sent with the order. */
  guardian: Guardian | null;
  onPaid: () => void;
}) {
  const [pollingOrder, setPollingOrder] = useState<string | null>(null);

  const form = useForm<CardFormValues>({
    initialValues: { ...payer, ...EMPTY_CARD, ...EMPTY_ADDRESS },
    validate: (values) => ({ ...payerErrors(values), ...cardErrors(values), ...addressErrors(values) }),
    summarize: (values) => cardFormSummary(values, values),
    onChange: ({ document, phone }) => onPayerChange({ document, phone }),
    onSubmit: pay,
  });

  usePolling({
    active: pollingOrder !== null,
    intervalMs: CARD_POLL_INTERVAL_MS,
    limitMs: CARD_POLL_LIMIT_MS,
    check: async () => {
      const order = await paymentApi.order(pollingOrder!);
      if (order.status === 'PAID') onPaid();
      if (order.status === 'FAILED') {
        form.fail(PAYMENT_MESSAGES.denied);
        setPollingOrder(null);
      }
      return order.status !== 'PENDING';
    },
    onTimeout: () => {
      form.fail(PAYMENT_MESSAGES.timeout);
      setPollingOrder(null);
    },
  });

  async function pay(values: CardFormValues): Promise<void> {
    try {
      const cardToken = await tokenizeCard(gateway.tokenUrl, gateway.publicKey, values);
      const result = await paymentApi.createOrder({
        attemptId,
        paymentMethod: 'credit_card',
        ...guardian,
        document: onlyDigits(values.document),
        phone: onlyDigits(values.phone),
        countryCode: '55',
        cardToken,
        cardInstallments: 1,
        billingAddress: billingAddressBody(values),
      });
      if (result.status === 'PAID') onPaid();
      else if (result.status === 'FAILED') form.fail(PAYMENT_MESSAGES.denied);
      else setPollingOrder(result.orderId);
    } catch (err) {
      if (err instanceof CardTokenError) form.fail(err.message || PAYMENT_MESSAGES.tokenizeError);
      else form.fail(err instanceof ApiError ? userMessage(err, PAYMENT_MESSAGES.cardError) : PAYMENT_MESSAGES.paymentError);
    }
  }

  return (
    <form {...form.formProps} className="space-y-4" aria-label="Pagamento com cartão">
      <PayerFields document={form.field('document', formatCpf)} phone={form.field('phone', formatPhone)} />
      {/* The masks of card-input.ts bound the card fields to their formats (spec §5); the address, to the server's limits. */}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Cartão de crédito</legend>
        <TextField
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          {...form.field('cardNumber', maskCardNumber)}
        />
        <TextField label="Nome impresso no cartão" autoComplete="cc-name" {...form.field('holder', maskHolder)} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Validade (MM/AA)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" {...form.field('expiry', maskExpiry)} />
          <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" {...form.field('cvv', maskCvv)} />
        </div>
        <p className="text-sm text-slate-600">
          Pagamento à vista (1x). Os dados do cartão vão direto para a processadora de pagamentos e não ficam guardados no Rumo.
        </p>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Endereço de cobrança</legend>
        <TextField label="CEP" inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" {...form.field('zip', maskZip)} />
        <TextField label="Rua" autoComplete="address-line1" maxLength={BILLING_ADDRESS_LIMITS.street} {...form.field('street')} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Número" maxLength={BILLING_ADDRESS_LIMITS.number} {...form.field('addressNumber')} />
          <TextField label="Complemento (opcional)" autoComplete="address-line2" maxLength={BILLING_ADDRESS_LIMITS.complement} {...form.field('complement')} />
        </div>
        <TextField label="Bairro" maxLength={BILLING_ADDRESS_LIMITS.neighborhood} {...form.field('neighborhood')} />
        <div className="grid grid-cols-[1fr_6rem] gap-4">
          <TextField label="Cidade" autoComplete="address-level2" maxLength={BILLING_ADDRESS_LIMITS.city} {...form.field('city')} />
          <TextField label="UF" autoComplete="address-level1" placeholder="SP" {...form.field('state', maskState)} />
        </div>
      </fieldset>
      {pollingOrder && <Alert tone="info">Processando o pagamento com a operadora do cartão...</Alert>}
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting || pollingOrder !== null} className="w-full">
        Pagar com cartão
      </Button>
    </form>
  );
}
