import {
  acceptConsentsContract,
  changePasswordContract,
  confirmEmailContract,
  forgotPasswordContract,
  loginContract,
  registerContract,
  resendConfirmationContract,
  revertEmailChangeContract,
  updateLifeStageContract,
  updateMeContract,
} from '../../../../shared/contracts/auth.contract';
import type { ContractBody } from '../../../../shared/contracts/contract';
import type { LegalConsent } from '../../../../shared/contracts/auth.contract';
import { callApi } from '../../../lib/api-client';

export const authApi = {
  login: (body: ContractBody<typeof loginContract>) => callApi(loginContract, { body }),
  register: (body: ContractBody<typeof registerContract>) => callApi(registerContract, { body }),
  forgotPassword: (email: string) => callApi(forgotPasswordContract, { body: { email } }),
  updateMe: (body: ContractBody<typeof updateMeContract>) => callApi(updateMeContract, { body }),
  changePassword: (body: ContractBody<typeof changePasswordContract>) => callApi(changePasswordContract, { body }),
  confirmEmail: (token: string) => callApi(confirmEmailContract, { body: { token } }),
  resendConfirmation: () => callApi(resendConfirmationContract, { body: {} }),
  /** Saves the stage-of-life answers (a field left out stays, null clears it); answers the updated user and the server's message. */
  saveLifeStage: async (body: ContractBody<typeof updateLifeStageContract>) => {
    const { data, message } = await callApi(updateLifeStageContract, { body });
    return { user: data.user, message: message ?? null };
  },
  /** Accepts these legal documents in the versions shown; answers what is still pending. */
  acceptConsents: async (documents: LegalConsent[]) => (await callApi(acceptConsentsContract, { body: { documents } })).data.pendingConsents,
  revertEmailChange: (token: string, newPassword: string) => callApi(revertEmailChangeContract, { body: { token, newPassword } }),
};
