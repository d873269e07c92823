/** Each form's checks, through the one adapter (components/form/schema-errors.ts): what the server checks, with its messages. */
import { describe, expect, it } from 'vitest';
import { deleteMeContract, forgotPasswordContract, loginContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import { contactBodySchema } from '../../../shared/contracts/contact.contract';
import { shareByEmailContract } from '../../../shared/contracts/quiz.contract';
import { validateWith } from '../../components/form/schema-errors';
import { changePasswordFormSchema, registerFormSchema, revertEmailFormSchema } from './form-schemas';

/** The spec's and the contracts' messages, written out so a change of wording is a visible change here. */
const TEXT = {
  nameRequired: 'Por favor, digite seu nome completo (nome e sobrenome)',
  nameInvalid: 'Por favor, digite um nome válido com nome e sobrenome',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres',
  emailInvalid: 'Por favor, digite um email válido',
  emailInvalidAlt: 'Por favor, insira um email válido',
  emailTooLong: 'O email pode ter no máximo 254 caracteres',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordMismatch: 'As senhas não coincidem',
  passwordRequired: 'Por favor, digite sua senha',
  allRequired: 'Todos os campos são obrigatórios',
  currentTooShort: 'A senha atual deve ter no mínimo 6 caracteres',
  newTooShort: 'A nova senha deve ter no mínimo 6 caracteres',
  newMismatch: 'A nova senha e a confirmação não coincidem',
  mustDiffer: 'A nova senha deve ser diferente da senha atual',
  contactRequired: 'Por favor, preencha todos os campos',
  messageTooLong: 'A mensagem pode ter no máximo 5000 caracteres',
  subjectTooLong: 'O assunto pode ter no máximo 150 caracteres',
  messageTooShort: 'A mensagem deve ter pelo menos 10 caracteres',
  deletePassword: 'Digite sua senha para confirmar a exclusão.',
  cpfInvalid: 'CPF inválido',
} as const;

describe('the forms check what the server checks, with its messages', () => {
  const login = validateWith(loginContract.body);
  it('login: one e-mail rule with register (not just "contains @") and the password required', () => {
    expect(login({ email: 'ana@exemplo', password: '' })).toEqual({ email: TEXT.emailInvalid, password: TEXT.passwordRequired });
    expect(login({ email: ' ana@exemplo.com ', password: 'x' })).toEqual({});
  });

  const register = validateWith(registerFormSchema);
  const validRegistration = { name: 'Ana Souza', email: 'ana@exemplo.com', password: 'segredo1', confirmPassword: 'segredo1' };
  it('register: the spec’s messages, each beside its field', () => {
    expect(register({ name: 'Ana', email: 'ana', password: '123', confirmPassword: '124' })).toEqual({
      name: TEXT.nameRequired,
      email: TEXT.emailInvalid,
      password: TEXT.passwordTooShort,
      confirmPassword: TEXT.passwordMismatch,
    });
    expect(register({ ...validRegistration, name: 'Ana S' })).toEqual({ name: TEXT.nameInvalid });
    expect(register(validRegistration)).toEqual({});
  });

  it('a 300-character name is refused for its length, not as "digite seu nome completo"', () => {
    expect(register({ ...validRegistration, name: 'a'.repeat(300) })).toEqual({ name: TEXT.nameTooLong });
    expect(register({ ...validRegistration, name: `Ana ${'b'.repeat(300)}` })).toEqual({ name: TEXT.nameTooLong });
    expect(register({ ...validRegistration, email: `${'a'.repeat(250)}@exemplo.com` })).toEqual({ email: TEXT.emailTooLong });
  });

  it('forgot password: the same e-mail rule as register', () => {
    const forgot = validateWith(forgotPasswordContract.body);
    expect(forgot({ email: 'ana@exemplo' })).toEqual({ email: TEXT.emailInvalid });
    expect(forgot({ email: 'ana@exemplo.com' })).toEqual({});
  });

  it('change password: every field required, then the spec’s order of checks', () => {
    const change = validateWith(changePasswordFormSchema);
    expect(change({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: TEXT.allRequired,
      newPassword: TEXT.allRequired,
      confirmPassword: TEXT.allRequired,
    });
    expect(change({ currentPassword: '12345', newPassword: '12', confirmPassword: '13' })).toEqual({
      currentPassword: TEXT.currentTooShort,
      newPassword: TEXT.newTooShort,
      confirmPassword: TEXT.newMismatch,
    });
    expect(change({ currentPassword: 'segredo1', newPassword: 'segredo1', confirmPassword: 'segredo1' })).toEqual({ newPassword: TEXT.mustDiffer });
    expect(change({ currentPassword: 'segredo1', newPassword: 'segredo2', confirmPassword: 'segredo2' })).toEqual({});
  });

  it('undoing an e-mail change: the new password and its confirmation', () => {
    const revert = validateWith(revertEmailFormSchema);
    expect(revert({ newPassword: '123', confirmPassword: '' })).toEqual({ newPassword: TEXT.passwordTooShort, confirmPassword: TEXT.allRequired });
    expect(revert({ newPassword: 'segredo2', confirmPassword: 'segredo3' })).toEqual({ confirmPassword: TEXT.newMismatch });
  });

  it('account: a long name is refused with the limit, a bad CPF beside its field', () => {
    const profile = validateWith(updateMeContract.body);
    expect(profile({ name: `Ana ${'b'.repeat(200)}`, email: 'ana@exemplo.com', document: '111.111.111-11' })).toEqual({
      name: TEXT.nameTooLong,
      document: TEXT.cpfInvalid,
    });
  });

  it('contact: a text over its limit is refused with a message naming the limit, never cut', () => {
    const contact = validateWith(contactBodySchema);
    const valid = { name: 'Ana Souza', email: 'ana@exemplo.com', subject: 'Dúvida', message: 'Uma mensagem longa o bastante.' };
    expect(contact({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: TEXT.contactRequired,
      email: TEXT.contactRequired,
      subject: TEXT.contactRequired,
      message: TEXT.contactRequired,
    });
    expect(contact({ ...valid, message: 'M'.repeat(5_330) })).toEqual({ message: TEXT.messageTooLong });
    expect(contact({ ...valid, subject: 'S'.repeat(151) })).toEqual({ subject: TEXT.subjectTooLong });
    expect(contact({ ...valid, email: `${'a'.repeat(250)}@exemplo.com` })).toEqual({ email: TEXT.emailTooLong });
    expect(contact({ ...valid, message: 'curta' })).toEqual({ message: TEXT.messageTooShort });
    expect(contact(valid)).toEqual({});
  });

  it('share by e-mail and account deletion', () => {
    expect(validateWith(shareByEmailContract.body)({ email: 'amiga@exemplo' })).toEqual({ email: TEXT.emailInvalidAlt });
    expect(validateWith(shareByEmailContract.body)({ email: `${'a'.repeat(250)}@exemplo.com` })).toEqual({ email: TEXT.emailTooLong });
    expect(validateWith(deleteMeContract.body)({ password: '' })).toEqual({ password: TEXT.deletePassword });
  });
});
