import { useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '../../../../shared/contracts/payment.contract';
import { onlyDigits } from '../../../../shared/domain/cpf';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { CardTokenError, paymentApi, tokenizeCard } from '../api/payment-api';
import { addressProblem, cardProblem, maskCardNumber, maskCvv, maskExpiry, maskHolder, maskState, maskZip, type AddressFields, type CardFields } from '../card-input';
import { usePolling } from '../hooks/use-polling';
import { CARD_POLL_INTERVAL_MS, CARD_POLL_LIMIT_MS } from '../payment-timings';
import { payerProblem, type PayerValues } from './payer-fields';

const EMPTY_CARD: CardFields = { number: '', holder: '', expiry: '', cvv: '' };
const EMPTY_ADDRESS: AddressFields = { street: '', number: '', neighborhood: '', complement: '', zip: '', city: '', state: '' };

export function CardPanel({
  attemptId,
  payer,
  gateway,
  onPaid,
}: {
  attemptId: string;
  payer: PayerValues;
  gateway: { tokenUrl: string; publicKey: string };
  onPaid(): void;
}) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [pollingOrder, setPollingOrder] = useState<string | null>(null);

  usePolling({
    active: pollingOrder !== null,
    intervalMs: CARD_POLL_INTERVAL_MS,
    limitMs: CARD_POLL_LIMIT_MS,
    check: async () => {
      const order = await paymentApi.order(pollingOrder!);
      if (order.status === 'PAID') onPaid();
      if (order.status === 'FAILED') {
        setError(PAYMENT_MESSAGES.denied);
        setPollingOrder(null);
      }
      return order.status !== 'PENDING';
    },
    onTimeout: () => {
      setError(PAYMENT_MESSAGES.timeout);
      setPollingOrder(null);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = payerProblem(payer) ?? cardProblem(card) ?? addressProblem(address);
    if (problem) return setError(problem);
    setPending(true);
    try {
      const cardToken = await tokenizeCard(gateway.tokenUrl, gateway.publicKey, card);
      const result = await paymentApi.createOrder({
        attemptId,
        paymentMethod: 'credit_card',
        document: onlyDigits(payer.document),
        phone: onlyDigits(payer.phone),
        countryCode: '55',
        cardToken,
        cardInstallments: 1,
        billingAddress: { ...address, zip_code: address.zip, country: 'BR' },
      });
      if (result.status === 'PAID') onPaid();
      else if (result.status === 'FAILED') setError(PAYMENT_MESSAGES.denied);
      else setPollingOrder(result.orderId);
    } catch (err) {
      if (err instanceof CardTokenError) setError(err.message || PAYMENT_MESSAGES.tokenizeError);
      else setError(err instanceof ApiError ? userMessage(err, PAYMENT_MESSAGES.cardError) : PAYMENT_MESSAGES.paymentError);
    } finally {
      setPending(false);
    }
  }

  const setC = (field: keyof CardFields, mask: (v: string) => string) => (e: { target: { value: string } }) => setCard((c) => ({ ...c, [field]: mask(e.target.value) }));
  const setA = (field: keyof AddressFields, mask: (v: string) => string = (v) => v) => (e: { target: { value: string } }) =>
    setAddress((a) => ({ ...a, [field]: mask(e.target.value) }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Pagamento com cartão">
      {error && <Alert tone="error">{error}</Alert>}
      {pollingOrder && (
        <Alert tone="info">
          <span className="inline-flex items-center gap-2">Processando o pagamento com a operadora do cartão...</span>
        </Alert>
      )}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Cartão de crédito</legend>
        <TextField label="Número do cartão" name="cardNumber" inputMode="numeric" autoComplete="cc-number" maxLength={19} placeholder="0000 0000 0000 0000" value={card.number} onChange={setC('number', maskCardNumber)} />
        <TextField label="Nome impresso no cartão" name="holder" autoComplete="cc-name" maxLength={64} value={card.holder} onChange={setC('holder', maskHolder)} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Validade (MM/AA)" name="expiry" inputMode="numeric" autoComplete="cc-exp" maxLength={5} placeholder="MM/AA" value={card.expiry} onChange={setC('expiry', maskExpiry)} />
          <TextField label="CVV" name="cvv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvv} onChange={setC('cvv', maskCvv)} />
        </div>
        <p className="text-sm text-slate-600">Pagamento à vista (1x). Os dados do cartão vão direto para a processadora de pagamentos e não ficam guardados no Rumo.</p>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Endereço de cobrança</legend>
        <TextField label="CEP" name="zip" inputMode="numeric" autoComplete="postal-code" maxLength={9} placeholder="00000-000" value={address.zip} onChange={setA('zip', maskZip)} />
        <TextField label="Rua" name="street" autoComplete="address-line1" maxLength={120} value={address.street} onChange={setA('street')} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Número" name="addressNumber" maxLength={20} value={address.number} onChange={setA('number')} />
          <TextField label="Complemento (opcional)" name="complement" autoComplete="address-line2" maxLength={80} value={address.complement} onChange={setA('complement')} />
        </div>
        <TextField label="Bairro" name="neighborhood" maxLength={80} value={address.neighborhood} onChange={setA('neighborhood')} />
        <div className="grid grid-cols-[1fr_6rem] gap-4">
          <TextField label="Cidade" name="city" autoComplete="address-level2" maxLength={80} value={address.city} onChange={setA('city')} />
          <TextField label="UF" name="state" autoComplete="address-level1" maxLength={2} placeholder="SP" value={address.state} onChange={setA('state', maskState)} />
        </div>
      </fieldset>
      <Button type="submit" loading={pending || pollingOrder !== null} className="w-full">
        Pagar com cartão
      </Button>
    </form>
  );
}
