import { describe, expect, it } from 'vitest';
import { CPF_MESSAGES, PHONE_MESSAGES } from '../../../shared/contracts/auth.contract';
import { payerErrors } from './payer-input';

describe('the personal payer (spec §5)', () => {
  it('requires a valid CPF and a phone with area code, each with its own message', () => {
    expect(payerErrors({ document: '529.982.247-25', phone: '(11) 98765-4321' })).toEqual({});
    expect(payerErrors({ document: '', phone: '' })).toEqual({ document: CPF_MESSAGES.required, phone: PHONE_MESSAGES.required });
    expect(payerErrors({ document: '111.111.111-11', phone: '(11) 9876' })).toEqual({ document: CPF_MESSAGES.invalid, phone: PHONE_MESSAGES.invalid });
  });
});
