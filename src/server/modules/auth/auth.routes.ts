import {
  acceptConsentsContract,
  changePasswordContract,
  CONSENT_MESSAGES,
  confirmEmailContract,
  EMAIL_CONFIRMATION_MESSAGES,
  resendConfirmationContract,
  forgotPasswordSuccessMessage,
  forgotPasswordContract,
  loginContract,
  logoutContract,
  meContract,
  PASSWORD_CHANGED_MESSAGE,
  refreshContract,
  registerContract,
} from '../../../shared/contracts/auth.contract';
import type { Router } from '../../platform/http/router';
import type { AuthService } from './auth.service';

/** `temporaryPasswordTtlMs`: the setting the forgot-password answer states (the e-mail states the same). */
export function registerAuthRoutes(router: Router, auth: AuthService, settings: { temporaryPasswordTtlMs: number }): void {
  const forgotPasswordMessage = forgotPasswordSuccessMessage(Math.round(settings.temporaryPasswordTtlMs / 60_000));

  router.route(registerContract, async ({ body, client }) => ({
    status: 201,
    message: 'Conta criada com sucesso!',
    data: await auth.register(body, client),
  }));

  router.route(loginContract, async ({ body, client }) => ({ data: await auth.login(body, client) }));

  router.route(logoutContract, async ({ auth: caller }) => {
    await auth.logout(caller);
    return { message: 'Você saiu da sua conta.', data: {} };
  });

  router.route(meContract, async ({ auth: caller }) => ({ data: await auth.me(caller) }));

  router.route(acceptConsentsContract, async ({ auth: caller, body }) => ({
    message: CONSENT_MESSAGES.accepted,
    data: { pendingConsents: await auth.acceptConsents(caller, body.documents) },
  }));

  router.route(refreshContract, async ({ auth: caller }) => ({ data: { token: await auth.refresh(caller) } }));

  router.route(forgotPasswordContract, async ({ body, client }) => {
    await auth.forgotPassword(body.email, client);
    return { message: forgotPasswordMessage, data: {} };
  });

  router.route(confirmEmailContract, async ({ auth: caller, body }) => ({
    message: EMAIL_CONFIRMATION_MESSAGES.confirmed,
    data: await auth.confirmEmail(caller, body.token),
  }));

  router.route(resendConfirmationContract, async ({ auth: caller }) => ({
    message: EMAIL_CONFIRMATION_MESSAGES.resent(await auth.resendConfirmation(caller)),
    data: {},
  }));

  router.route(changePasswordContract, async ({ auth: caller, body }) => {
    await auth.changePassword(caller, body);
    return { message: PASSWORD_CHANGED_MESSAGE, data: {} };
  });
}
