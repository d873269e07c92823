import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SCHOOLS_MESSAGES, type Membership } from '../../../../shared/contracts/schools.contract';
import { CLASS_PRIVACY_TEXTS } from '../../../../shared/content/class-privacy';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { userMessage } from '../../../lib/api-client';
import { classesApi, classesKeys } from '../api/classes';

const SWITCH_FAILED = 'Não foi possível mudar a opção. Tente de novo.';

/**
 * "Mostrar meu resultado para o(a) professor(a)" for one class (off until the student turns it on): the server's
 * answer says what changed, and the student's classes are read again.
 */
export function MembershipSwitch({ membership, onChanged }: { membership: Membership; onChanged?: (updated: Membership) => void }) {
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(membership.showMyResult);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(next: boolean) {
    setPending(true);
    setError(null);
    setMessage(null);
    try {
      const { data, message: said } = await classesApi.setShowMyResult(membership.classId, next);
      setChecked(data.membership.showMyResult);
      setMessage(said ?? (next ? SCHOOLS_MESSAGES.showOn : SCHOOLS_MESSAGES.showOff));
      onChanged?.(data.membership);
      void queryClient.invalidateQueries({ queryKey: classesKeys.memberships });
    } catch (err) {
      setError(userMessage(err, SWITCH_FAILED));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <Switch
        checked={checked}
        pending={pending}
        onCheckedChange={(next) => void change(next)}
        label={SCHOOLS_MESSAGES.showMyResult}
        description={CLASS_PRIVACY_TEXTS.switchHelp}
      />
      <p role="status" className="min-h-5 text-sm font-semibold text-green-800">
        {message ?? ''}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
