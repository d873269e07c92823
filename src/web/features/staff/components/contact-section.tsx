import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { CONTACT_FILTER_LABELS } from '../labels';
import { STAFF_MESSAGES, contactFilterSchema, type ContactFilter, type StaffContactMessage } from '../../../../shared/contracts/staff.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { userMessage } from '../../../lib/api-client';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { QueryView } from './query-view';

type ContactList = Awaited<ReturnType<typeof staffApi.contactMessages>>;

const FILTERS = contactFilterSchema.options;
const filterOf = (label: string): ContactFilter => FILTERS.find((filter) => CONTACT_FILTER_LABELS[filter] === label) ?? 'all';

function MessageItem({ message, pending, onAnswered }: { message: StaffContactMessage; pending: boolean; onAnswered: () => void }) {
  const subjectId = useId();
  return (
    <li className={`space-y-2 rounded-xl border p-4 ${message.answeredAt ? 'border-slate-200 bg-slate-50' : 'border-brand-700/30 bg-white'}`}>
      <h4 id={subjectId} className="font-semibold wrap-anywhere text-slate-900">
        {message.subject}
      </h4>
      <p className="text-sm wrap-anywhere text-slate-700">
        De {message.name} ·{' '}
        <a href={`mailto:${message.email}`} className="font-medium text-brand-800 underline">
          {message.email}
        </a>
      </p>
      <p className="text-sm text-slate-700">Recebida em {formatDateTime(message.createdAt)}</p>
      <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{message.message}</p>
      {message.answeredAt ? (
        <p className="text-sm font-semibold wrap-anywhere text-green-900">
          <span aria-hidden="true">✓ </span>Respondida em {formatDateTime(message.answeredAt)}
          {message.answeredBy ? ` por ${message.answeredBy}` : ''}
        </p>
      ) : (
        <Button variant="secondary" loading={pending} aria-describedby={subjectId} onClick={onAnswered}>
          Marcar como respondida
        </Button>
      )}
    </li>
  );
}

/** The contact form's inbox: newest first, filtered; staff answer by e-mail, then mark the message here. */
export function ContactSection() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ContactFilter>('unanswered');
  const messages = useQuery({ queryKey: staffKeys.contactMessagesFor(filter), queryFn: () => staffApi.contactMessages(filter) });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const answered = useMutation({
    mutationFn: staffApi.markContactMessageAnswered,
    onMutate: () => setNotice(null),
    onSuccess: ({ data, message }) => {
      // The other filters are read again when opened; this one changes in place, so the message stays in view, answered.
      void queryClient.invalidateQueries({ queryKey: staffKeys.contactMessages, refetchType: 'none' });
      queryClient.setQueryData<ContactList>(staffKeys.contactMessagesFor(filter), (current) =>
        current
          ? {
              messages: current.messages.map((m) => (m.id === data.message.id ? data.message : m)),
              unanswered: Math.max(0, current.unanswered - 1),
            }
          : current,
      );
      setNotice(message ?? STAFF_MESSAGES.messageAnswered);
      requestAnimationFrame(() => noticeRef.current?.focus());
    },
  });
  const unanswered = messages.data?.unanswered;

  return (
    <div className="space-y-4">
      <p className="text-slate-700" aria-live="polite">
        {unanswered === undefined ? '\u00a0' : unanswered === 1 ? '1 mensagem não respondida.' : `${unanswered} mensagens não respondidas.`}
      </p>
      <ChoiceGroup
        legend="Mostrar"
        options={FILTERS.map((f) => CONTACT_FILTER_LABELS[f])}
        value={CONTACT_FILTER_LABELS[filter]}
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
      {answered.isError && <Alert tone="error">{userMessage(answered.error, 'Não foi possível marcar a mensagem. Tente novamente.')}</Alert>}
      <QueryView query={messages}>
        {({ messages: list }) =>
          list.length === 0 ? (
            <p className="text-slate-700">{filter === 'unanswered' ? 'Nenhuma mensagem sem resposta.' : 'Nenhuma mensagem encontrada.'}</p>
          ) : (
            <ul className="space-y-3">
              {[...list]
                .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
                .map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    pending={answered.isPending && answered.variables === message.id}
                    onAnswered={() => answered.mutate(message.id)}
                  />
                ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
