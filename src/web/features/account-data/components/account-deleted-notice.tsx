import { useEffect, useState } from 'react';
import { ACCOUNT_DELETION_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { Alert } from '../../../components/ui/alert';

/** Navigation state that says an account was just deleted (shown on the page the person lands on). */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function wasAccountDeleted(state: unknown): boolean {
  return (state as { accountDeleted?: unknown } | null)?.accountDeleted === true;
}

/**
 * The same news kept for this tab (sessionStorage), set the moment the account is gone: the navigation state alone
 * was lost when the signed-out profile page's own redirect to /login won the race, and the person saw no message.
 */
const DELETED_KEY = 'accountDeleted';

export function markAccountDeleted(): void {
  try {
    sessionStorage.setItem(DELETED_KEY, '1');
  } catch {
    // Storage refused (private mode): the navigation state still carries it.
  }
}

/** True once, on the page the person lands on after deleting their account (by the state or the tab's flag). */
export function useAccountDeleted(state: unknown): boolean {
  const [deleted] = useState(() => {
    if (wasAccountDeleted(state)) return true;
    try {
      return typeof window !== 'undefined' && sessionStorage.getItem(DELETED_KEY) === '1';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (!deleted) return;
    try {
      sessionStorage.removeItem(DELETED_KEY);
    } catch {
      // Nothing to clear.
    }
  }, [deleted]);
  return deleted;
}

export function AccountDeletedNotice() {
  return (
    <Alert tone="success" title={ACCOUNT_DELETION_MESSAGES.deleted}>
      Você saiu da sua conta. Os pagamentos ficam guardados sem seus dados pessoais, pelo prazo da lei fiscal.
    </Alert>
  );
}
