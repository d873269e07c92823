import { CPF_MESSAGES, PHONE_MESSAGES } from '../../../shared/contracts/auth.contract';
import { isValidCpf, onlyDigits } from '../../../shared/domain/cpf';
import { isValidPhone } from '../../../shared/domain/phone';
import type { Errors } from '../../common/card-input';

/** The personal payer's CPF and phone (spec §5), in both payment panels; the card and its address are `common/card-input.ts`. */
export interface PayerValues {
  document: string;
  phone: string;
}

/** CPF and phone are both required (prefilled from the profile when it has them). */
export function payerErrors(values: PayerValues): Errors<PayerValues> {
  const errors: Errors<PayerValues> = {};
  if (!onlyDigits(values.document)) errors.document = CPF_MESSAGES.required;
  else if (!isValidCpf(values.document)) errors.document = CPF_MESSAGES.invalid;
  if (!onlyDigits(values.phone)) errors.phone = PHONE_MESSAGES.required;
  else if (!isValidPhone(values.phone)) errors.phone = PHONE_MESSAGES.invalid;
  return errors;
}
