import { useQuery } from '@tanstack/react-query';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { AUDIT_ACTION_LABELS } from '../labels';
import { FieldList, QueryView } from './query-view';

/** ADMIN only: who read or changed whose data, and when (the server answers 404 to anyone else). */
export function AuditSection() {
  const audit = useQuery({ queryKey: staffKeys.audit, queryFn: staffApi.auditLog });
  return (
    <QueryView query={audit}>
      {(entries) =>
        entries.length === 0 ? (
          <p className="text-slate-700">Nenhum registro na auditoria.</p>
        ) : (
          <ol className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{AUDIT_ACTION_LABELS[entry.action]}</p>
                <FieldList
                  fields={[
                    ['Quando', formatDateTime(entry.createdAt)],
                    [
                      'Quem',
                      entry.actorEmail ?? (
                        <>conta excluída{entry.actorRef ? <span className="break-all font-mono text-xs"> (ref. {entry.actorRef.slice(0, 8)})</span> : null}</>
                      ),
                    ],
                    ['Sobre', entry.targetId ? <span className="break-all font-mono text-xs">{entry.targetId}</span> : '–'],
                  ]}
                />
              </li>
            ))}
          </ol>
        )
      }
    </QueryView>
  );
}
