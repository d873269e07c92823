import { LIFE_STAGE_MESSAGES } from '../../../shared/domain/life-stage';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REVERT_MESSAGES,
  revertEmailChangeContract,
  updateAgeBandContract,
  updateLifeStageContract,
  updateMeContract,
} from '../../../shared/contracts/auth.contract';
import type { Router } from '../../platform/http/router';
import type { AccountService } from './account.service';

/** The account page's calls: the edit (PATCH /auth/me, with an address change), its revert link, the age band and the stage of life. */
export function registerAccountRoutes(router: Router, account: AccountService): void {
  router.route(updateMeContract, async ({ auth, body }) => {
    const { user, pendingEmail } = await account.updateAccount(auth, body);
    return { message: pendingEmail ? EMAIL_CHANGE_MESSAGES.pending(pendingEmail) : 'Perfil atualizado com sucesso!', data: { user } };
  });

  router.route(revertEmailChangeContract, async ({ body }) => {
    const { email } = await account.revertEmailChange(body.token, body.newPassword);
    return { message: EMAIL_CHANGE_REVERT_MESSAGES.reverted(email), data: { email } };
  });

  router.route(updateAgeBandContract, async ({ auth, body }) => ({
    message: 'Faixa etária salva.',
    data: { user: await account.updateAgeBand(auth, body.ageBand) },
  }));
  router.route(updateLifeStageContract, async ({ auth, body }) => ({
    message: LIFE_STAGE_MESSAGES.saved,
    data: { user: await account.updateLifeStage(auth, body) },
  }));
}
