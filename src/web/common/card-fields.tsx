import { BILLING_ADDRESS_LIMITS } from '../../shared/contracts/payment.contract';
import type { FieldBinding } from '../components/form/use-form';
import { Alert } from '../components/ui/alert';
import { TextField } from '../components/ui/text-field';
import { maskCardNumber, maskCvv, maskExpiry, maskHolder, maskState, maskZip, type AddressFields, type CardFields } from './card-input';

/** The names of the card and billing-address values, which a form holding them binds with its `field()`. */
export type CardFormKey = keyof (CardFields & AddressFields);

export const EMPTY_CARD: CardFields = { cardNumber: '', holder: '', expiry: '', cvv: '' };
export const EMPTY_ADDRESS: AddressFields = { zip: '', street: '', addressNumber: '', complement: '', neighborhood: '', city: '', state: '' };

/**
 * The card and the billing address, each field bound by the form they belong to (its `field()`), and, while a
 * pending card order is polled, the line that says so. The personal payment's card panel and the school seats use it.
 */
export function CardAndAddressFields({
  field,
  processing,
}: {
  field: (name: CardFormKey, mask?: (raw: string) => string) => FieldBinding;
  processing: boolean;
}) {
  return (
    <>
      {/* The masks of card-input.ts bound the card fields to their formats (spec §5); the address, to the server's limits. */}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Cartão de crédito</legend>
        <TextField
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          {...field('cardNumber', maskCardNumber)}
        />
        <TextField label="Nome impresso no cartão" autoComplete="cc-name" {...field('holder', maskHolder)} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Validade (MM/AA)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" {...field('expiry', maskExpiry)} />
          <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" {...field('cvv', maskCvv)} />
        </div>
        <p className="text-sm text-slate-600">
          Pagamento à vista (1x). Os dados do cartão vão direto para a processadora de pagamentos e não ficam guardados no Rumo.
        </p>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Endereço de cobrança</legend>
        <TextField label="CEP" inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" {...field('zip', maskZip)} />
        <TextField label="Rua" autoComplete="address-line1" maxLength={BILLING_ADDRESS_LIMITS.street} {...field('street')} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Número" maxLength={BILLING_ADDRESS_LIMITS.number} {...field('addressNumber')} />
          <TextField label="Complemento (opcional)" autoComplete="address-line2" maxLength={BILLING_ADDRESS_LIMITS.complement} {...field('complement')} />
        </div>
        <TextField label="Bairro" maxLength={BILLING_ADDRESS_LIMITS.neighborhood} {...field('neighborhood')} />
        <div className="grid grid-cols-[1fr_6rem] gap-4">
          <TextField label="Cidade" autoComplete="address-level2" maxLength={BILLING_ADDRESS_LIMITS.city} {...field('city')} />
          <TextField label="UF" autoComplete="address-level1" placeholder="SP" {...field('state', maskState)} />
        </div>
      </fieldset>
      {processing && <Alert tone="info">Processando o pagamento com a operadora do cartão...</Alert>}
    </>
  );
}
