import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  EDUCATOR_MESSAGES,
  EDUCATOR_ROLE_LABELS,
  REFUSAL_REASON_MAX_LENGTH,
  staffEducatorFilterSchema,
  type StaffEducatorFilter,
  type StaffEducatorRequest,
} from '../../../../shared/contracts/educator.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextAreaField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { EDUCATOR_FILTER_LABELS, EDUCATOR_STATUS_LABELS } from '../labels';
import { QueryView } from './query-view';

const FILTERS = staffEducatorFilterSchema.options;
const filterOf = (label: string): StaffEducatorFilter => FILTERS.find((filter) => EDUCATOR_FILTER_LABELS[filter] === label) ?? 'pending';

function RequestItem({
  request,
  busy,
  onApprove,
  onRefuse,
}: {
  request: StaffEducatorRequest;
  busy: 'approve' | 'refuse' | null;
  onApprove: () => void;
  onRefuse: (reason: string) => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <li className={`space-y-2 rounded-xl border p-4 ${request.status === 'pending' ? 'border-brand-700/30 bg-white' : 'border-slate-200 bg-slate-50'}`}>
      <h4 id={titleId} className="font-semibold wrap-anywhere text-slate-900">
        {request.name} · {request.school}
      </h4>
      <p className="text-sm wrap-anywhere text-slate-700">{request.email}</p>
      <p className="text-sm text-slate-700">
        {request.city} ({request.uf}) · {EDUCATOR_ROLE_LABELS[request.role]}
      </p>
      <p className="text-sm text-slate-700">Pedido em {formatDateTime(request.requestedAt)}</p>
      {request.status === 'pending' ? (
        <div className="space-y-3">
          <TextAreaField
            label="Motivo da recusa (opcional, a pessoa verá)"
            name={`motivo-${request.id}`}
            rows={2}
            maxLength={REFUSAL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="primary" loading={busy === 'approve'} disabled={busy !== null} aria-describedby={titleId} onClick={onApprove}>
              Aprovar
            </Button>
            <Button variant="secondary" loading={busy === 'refuse'} disabled={busy !== null} aria-describedby={titleId} onClick={() => onRefuse(reason)}>
              Recusar
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm font-semibold wrap-anywhere text-slate-900">
          {EDUCATOR_STATUS_LABELS[request.status]}
          {request.decidedAt ? ` em ${formatDateTime(request.decidedAt)}` : ''}
          {request.refusalReason ? ` · Motivo: ${request.refusalReason}` : ''}
        </p>
      )}
    </li>
  );
}

/** "Educadores" (decision 0194): requests to be an educator; staff check the school, then approve or refuse (audited). */
export function EducatorsSection() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StaffEducatorFilter>('pending');
  const requests = useQuery({ queryKey: staffKeys.educatorsFor(filter), queryFn: () => staffApi.educators(filter) });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const onDecided = ({ data, message }: { data: { request: StaffEducatorRequest }; message?: string | undefined }, fallback: string) => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.educators, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: staffKeys.audit });
    queryClient.setQueryData<StaffEducatorRequest[]>(staffKeys.educatorsFor(filter), (current) =>
      current?.map((r) => (r.id === data.request.id ? data.request : r)),
    );
    setNotice(message ?? fallback);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const approve = useMutation({
    mutationFn: staffApi.approveEducator,
    onMutate: () => setNotice(null),
    onSuccess: (answer) => onDecided(answer, EDUCATOR_MESSAGES.approvedByStaff),
  });
  const refuse = useMutation({
    mutationFn: staffApi.refuseEducator,
    onMutate: () => setNotice(null),
    onSuccess: (answer) => onDecided(answer, EDUCATOR_MESSAGES.refusedByStaff),
  });
  const failed = approve.error ?? refuse.error;

  return (
    <div className="space-y-4">
      <p className="text-slate-700">Confira se a escola existe e se a pessoa trabalha nela. Aprovar dá o acesso de educador(a), sem poderes de equipe.</p>
      <ChoiceGroup
        legend="Mostrar"
        options={FILTERS.map((f) => EDUCATOR_FILTER_LABELS[f])}
        value={EDUCATOR_FILTER_LABELS[filter]}
        onChange={(label) => {
          setNotice(null);
          setFilter(filterOf(label));
        }}
      />
      {notice && (
        <Alert tone="success" ref={noticeRef} tabIndex={-1}>
          {notice}
        </Alert>
      )}
      {failed && <Alert tone="error">{userMessage(failed, 'Não foi possível registrar a decisão. Tente novamente.')}</Alert>}
      <QueryView query={requests}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-700">{filter === 'pending' ? 'Nenhum pedido em análise.' : 'Nenhum pedido encontrado.'}</p>
          ) : (
            <ul className="space-y-3">
              {list.map((request) => (
                <RequestItem
                  key={request.id}
                  request={request}
                  busy={
                    approve.isPending && approve.variables === request.id
                      ? 'approve'
                      : refuse.isPending && refuse.variables?.requestId === request.id
                        ? 'refuse'
                        : null
                  }
                  onApprove={() => approve.mutate(request.id)}
                  onRefuse={(reason) => refuse.mutate({ requestId: request.id, reason })}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
