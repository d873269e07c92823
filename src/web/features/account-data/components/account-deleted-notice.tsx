import { ACCOUNT_DELETION_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { Alert } from '../../../components/ui/alert';

/** Navigation state that says an account was just deleted (shown on the page the person lands on). */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function wasAccountDeleted(state: unknown): boolean {
  return (state as { accountDeleted?: unknown } | null)?.accountDeleted === true;
}

export function AccountDeletedNotice() {
  return (
    <Alert tone="success" title={ACCOUNT_DELETION_MESSAGES.deleted}>
      Você saiu da sua conta. Os pagamentos ficam guardados sem seus dados pessoais, pelo prazo da lei fiscal.
    </Alert>
  );
}
