import { z } from 'zod';
import { changePasswordContract, registerContract, revertEmailChangeContract } from '../../../shared/contracts/auth.contract';
import { PASSWORD_MESSAGES } from '../../../shared/domain/password';

/**
 * The auth forms that ask for more than the contract's body (a password typed twice): the body's schema, the one the
 * server validates with, extended with the form-only field. Forms that send the body as typed use the contract's
 * schema itself (login, forgot password, account).
 */

/** Sign-up: the contract's body, and the password again ('As senhas não coincidem'). */
export const registerFormSchema = registerContract.body
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { message: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });

/**
 * A body that sets `newPassword`, plus its confirmation: required like every field of the form, and equal to the new
 * password ('A nova senha e a confirmação não coincidem').
 */
function withPasswordConfirmation<S extends z.ZodObject<{ newPassword: z.ZodType<string> }>>(body: S) {
  return body
    .extend({ confirmPassword: z.string().min(1, PASSWORD_MESSAGES.allRequired) })
    .refine((values) => !values.confirmPassword || values.newPassword === values.confirmPassword, {
      message: PASSWORD_MESSAGES.newMismatch,
      path: ['confirmPassword'],
    });
}

export const changePasswordFormSchema = withPasswordConfirmation(changePasswordContract.body);

/** The token comes from the link, not from a field: the form checks the rest of the body. */
export const revertEmailFormSchema = withPasswordConfirmation(revertEmailChangeContract.body.pick({ newPassword: true }));
