import { EMAIL_CHANGE_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { useState } from 'react';
import type { User } from '../../../../shared/contracts/auth.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { formatCpf } from '../../../../shared/domain/cpf';
import { formatPhone } from '../../../../shared/domain/phone';

const STATUS_LABELS: Record<User['accountStatus'], string> = {
  Active: 'Ativa',
  Inactive: 'Inativa',
  Suspended: 'Suspensa',
  Pending: 'Pendente',
};

export function formatMemberSince(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

type RemovableField = 'document' | 'phone';

const REMOVED_MESSAGES: Record<RemovableField, string> = { document: 'CPF removido.', phone: 'Telefone removido.' };

/**
 * The account as read. CPF and phone, being optional, each have an explicit
 * "Remover" (LGPD correction): the normal edit sends only non-empty fields,
 * so emptying a field there keeps the old value.
 */
export function AccountOverview({ user, onRemoved }: { user: User; onRemoved?: (user: User, message: string) => void }) {
  const [removing, setRemoving] = useState<RemovableField | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(field: RemovableField) {
    setError(null);
    setRemoving(field);
    try {
      const { data } = await authApi.updateMe({ [field]: null });
      onRemoved?.(data.user, REMOVED_MESSAGES[field]);
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao atualizar perfil') : 'Erro ao atualizar perfil');
    } finally {
      setRemoving(null);
    }
  }

  const rows: { label: string; value: string; removable?: RemovableField }[] = [
    { label: 'Nome', value: user.name },
    { label: 'Email', value: user.email },
    ...(user.pendingEmail ? [{ label: 'Novo e-mail', value: `${user.pendingEmail} (${EMAIL_CHANGE_MESSAGES.pendingLabel})` }] : []),
    { label: 'CPF', value: user.document ? formatCpf(user.document) : 'Não informado', ...(user.document ? { removable: 'document' as const } : {}) },
    { label: 'Telefone', value: user.phone ? formatPhone(user.phone) : 'Não informado', ...(user.phone ? { removable: 'phone' as const } : {}) },
  ];
  const days = user.daysWithUs === 0 ? 'Chegou hoje' : `${user.daysWithUs} ${user.daysWithUs === 1 ? 'dia' : 'dias'} com a gente`;
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">Status da conta</p>
          <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${user.isActive ? 'bg-green-600' : 'bg-amber-600'}`} />
            {STATUS_LABELS[user.accountStatus]}
          </p>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">Tempo de Rumo</p>
          <p className="mt-1 text-lg font-semibold text-slate-900">{days}</p>
          <p className="text-sm text-slate-600">Membro desde {formatMemberSince(user.memberSince)}</p>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <dl className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {rows.map(({ label, value, removable }) => (
          <div key={label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="flex flex-wrap items-center gap-3 break-all font-medium text-slate-900 sm:justify-end sm:text-right">
              {value}
              {removable && onRemoved && (
                <Button
                  variant="ghost"
                  aria-label={`Remover ${label}`}
                  loading={removing === removable}
                  disabled={removing !== null}
                  onClick={() => void remove(removable)}
                >
                  Remover
                </Button>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
