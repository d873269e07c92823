import { useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/contracts/payment.contract';
import { formatCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { formatPhone } from '../../../../shared/domain/phone';
import { CardAndAddressFields, EMPTY_ADDRESS, EMPTY_CARD } from '../../../common/card-fields';
import { addressErrors, billingAddressBody, cardErrors, cardFormSummary, type AddressFields, type CardFields } from '../../../common/card-input';
import { CARD_POLL_INTERVAL_MS, CARD_POLL_LIMIT_MS, cardPaymentFailure, tokenizeCard, type CardGateway } from '../../../common/card-payment';
import { usePolling } from '../../../common/use-polling';
import { FormMessage } from '../../../components/form/form-message';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { paymentApi } from '../api/payment-api';
import { payerErrors, type PayerValues } from '../payer-input';
import { PayerFields } from './payer-fields';
import type { Guardian } from './age-step';

type CardFormValues = PayerValues & CardFields & AddressFields;

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
  gateway: CardGateway;
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
      form.fail(cardPaymentFailure(err));
    }
  }

  return (
    <form {...form.formProps} className="space-y-4" aria-label="Pagamento com cartão">
      <PayerFields document={form.field('document', formatCpf)} phone={form.field('phone', formatPhone)} />
      <CardAndAddressFields field={form.field} processing={pollingOrder !== null} />
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting || pollingOrder !== null} className="w-full">
        Pagar com cartão
      </Button>
    </form>
  );
}
