import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { StaffUser } from '../../../../shared/contracts/staff.contract';
import { EMAIL_MAX_LENGTH } from '../../../../shared/domain/email';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { DownloadError } from '../../../lib/download';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { ACCOUNT_STATUS_LABELS, ROLE_LABELS, attemptStatusLabel, reportStatusLabel } from '../labels';
import { DeleteUserDialog } from './delete-user-dialog';
import { FieldList, QueryView } from './query-view';

function conclusiveLabel(conclusive: boolean | null): string {
  return conclusive === null ? '–' : conclusive ? 'Sim' : 'Não';
}

function UserCard({ user, onDeleted }: { user: StaffUser; onDeleted: (message: string) => void }) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExportError(null);
    setExporting(true);
    try {
      await staffApi.downloadUserExport(user.id);
    } catch (err) {
      setExportError(err instanceof DownloadError && err.serverMessage ? err.serverMessage : 'Não foi possível exportar os dados. Tente novamente.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <article aria-labelledby="usuario-nome" className="space-y-5 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="usuario-nome" className="text-lg font-semibold wrap-anywhere text-slate-900">
        {user.name}
      </h3>
      <FieldList
        fields={[
          ['E-mail', user.email],
          ['Papel', ROLE_LABELS[user.role]],
          ['Conta', ACCOUNT_STATUS_LABELS[user.accountStatus]],
          ['E-mail confirmado', user.emailVerifiedAt ? `Sim, em ${formatDateTime(user.emailVerifiedAt)}` : 'Não'],
          ['Acesso ao currículo', user.canAccessCurriculum ? 'Sim' : 'Não'],
          ['Cadastro em', formatDateTime(user.createdAt)],
          ['Usuário', <span className="break-all font-mono text-xs">{user.id}</span>],
        ]}
      />

      <div className="space-y-3">
        <h4 className="font-semibold text-slate-900">Testes</h4>
        {user.attempts.length === 0 ? (
          <p className="text-slate-700">Nenhum teste.</p>
        ) : (
          <ul className="space-y-3">
            {user.attempts.map((attempt) => (
              <li key={attempt.id} className="rounded-lg bg-slate-50 p-3">
                <FieldList
                  fields={[
                    ['Teste', <span className="break-all font-mono text-xs">{attempt.id}</span>],
                    ['Situação', attemptStatusLabel(attempt.status)],
                    ['Relatório', reportStatusLabel(attempt.reportStatus)],
                    ['Iniciado em', formatDateTime(attempt.startedAt)],
                    ['Concluído em', formatDateTime(attempt.completedAt)],
                    ['Conclusivo', conclusiveLabel(attempt.conclusive)],
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-3">
        <h4 className="font-semibold text-slate-900">Pedidos da pessoa (LGPD)</h4>
        {exportError && <Alert tone="error">{exportError}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" loading={exporting} onClick={() => void exportData()}>
            Exportar dados (LGPD)
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Excluir conta (LGPD)
          </Button>
        </div>
      </div>
      <DeleteUserDialog user={user} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </article>
  );
}

/** One account by e-mail: its data and attempts, and the LGPD requests made through support (export, deletion). */
export function UsersSection() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Every lookup is written to the audit log: reopening the tab shows the last answer instead of asking again.
  const lookup = useQuery({ queryKey: staffKeys.userFor(email), queryFn: () => staffApi.lookupUser(email), enabled: email !== '', staleTime: 60_000 });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const next = draft.trim();
    if (next === email) {
      if (next) void lookup.refetch();
    } else setEmail(next);
  }

  return (
    <div className="space-y-4">
      <form role="search" aria-label="Buscar usuário" onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="E-mail do usuário"
          name="staffUserEmail"
          type="email"
          className="min-w-0 flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" loading={email !== '' && lookup.isFetching}>
          Buscar
        </Button>
      </form>
      {notice && (
        <Alert tone="success" ref={noticeRef} tabIndex={-1}>
          {notice}
        </Alert>
      )}
      {email !== '' && (
        <QueryView query={lookup}>
          {(user) =>
            user ? (
              <UserCard
                user={user}
                onDeleted={(message) => {
                  // The account is gone: nothing of it stays on screen or in the cache.
                  queryClient.removeQueries({ queryKey: staffKeys.userFor(email) });
                  setEmail('');
                  setDraft('');
                  setNotice(message);
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
              />
            ) : (
              <p className="text-slate-700">Nenhum usuário com este e-mail.</p>
            )
          }
        </QueryView>
      )}
    </div>
  );
}
