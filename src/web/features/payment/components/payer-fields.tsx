import { CPF_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { isValidCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { isValidPhone } from '../../../../shared/domain/phone';
import type { FieldBinding } from '../../../components/form/use-form';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { paymentApi } from '../api/payment-api';

/**
 * CPF and phone, bound to the payment form they belong to (masked there: the
 * masks keep them to 14 and 15 characters);
 * saved to the profile on blur when valid and changed (spec §5).
 */
export function PayerFields({ document, phone }: { document: FieldBinding; phone: FieldBinding }) {
  const { user, setUser } = useSession();

  async function saveIfChanged(field: 'document' | 'phone', value: string) {
    const digits = onlyDigits(value);
    const valid = field === 'document' ? isValidCpf(digits) : isValidPhone(digits);
    if (!user || !valid || digits === user[field]) return;
    try {
      setUser(await paymentApi.saveAccount({ [field]: digits }));
    } catch {
      // Saving to the account is a convenience; the payment uses the typed value anyway.
    }
  }

  // A complete CPF whose check digits fail is flagged while typing, before any submit.
  const typedCpfError = onlyDigits(document.value).length === 11 && !isValidCpf(document.value) ? CPF_MESSAGES.invalid : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="CPF"
        inputMode="numeric"
        placeholder="11 dígitos"
        {...document}
        error={document.error ?? typedCpfError}
        onBlur={() => void saveIfChanged('document', document.value)}
      />
      <TextField label="Telefone" type="tel" inputMode="tel" placeholder="Com DDD" {...phone} onBlur={() => void saveIfChanged('phone', phone.value)} />
    </div>
  );
}
