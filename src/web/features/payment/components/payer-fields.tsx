import { CPF_MESSAGES, PHONE_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { formatCpf, isValidCpf, onlyDigits } from '../../../../shared/domain/cpf';
import { formatPhone, isValidPhone } from '../../../../shared/domain/phone';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { paymentApi } from '../api/payment-api';

export interface PayerValues {
  document: string;
  phone: string;
}

/** The payer's first problem, or null. Both are required (prefilled from the profile when it has them). */
export function payerProblem(values: PayerValues): string | null {
  if (!onlyDigits(values.document)) return CPF_MESSAGES.required;
  if (!isValidCpf(values.document)) return CPF_MESSAGES.invalid;
  if (!onlyDigits(values.phone)) return PHONE_MESSAGES.required;
  if (!isValidPhone(values.phone)) return PHONE_MESSAGES.invalid;
  return null;
}

/** CPF and phone, masked; saved to the profile on blur when valid and changed (spec §5). */
export function PayerFields({ values, onChange }: { values: PayerValues; onChange(values: PayerValues): void }) {
  const { user, setUser } = useSession();

  async function saveIfChanged(field: 'document' | 'phone') {
    const digits = onlyDigits(values[field]);
    const valid = field === 'document' ? isValidCpf(digits) : isValidPhone(digits);
    if (!user || !valid || digits === user[field]) return;
    try {
      setUser(await paymentApi.saveProfile({ [field]: digits }));
    } catch {
      // Saving to the profile is a convenience; the payment uses the typed value anyway.
    }
  }

  const cpfError = values.document && onlyDigits(values.document).length === 11 && !isValidCpf(values.document) ? CPF_MESSAGES.invalid : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="CPF"
        name="document"
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={14}
        value={values.document}
        error={cpfError}
        onChange={(e) => onChange({ ...values, document: formatCpf(e.target.value) })}
        onBlur={() => void saveIfChanged('document')}
      />
      <TextField
        label="Telefone"
        name="phone"
        type="tel"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        maxLength={15}
        value={values.phone}
        onChange={(e) => onChange({ ...values, phone: formatPhone(e.target.value) })}
        onBlur={() => void saveIfChanged('phone')}
      />
    </div>
  );
}
