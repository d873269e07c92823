import { useState } from 'react';
import type { TrashEntry } from '../../../../shared/contracts/curriculum-trash.contract';
import { LIST_SECTIONS, SECTION_LABELS, filledItem } from '../../../../shared/curriculum/sections';
import { TRASH_CAUSE_LABELS, TRASH_MESSAGES } from '../../../../shared/curriculum/trash';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { curriculumApi, type TrashRestore } from '../api/curriculum-api';
import { useCurriculumTrash } from '../hooks/use-curriculum';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * An item's name as the resume prints it ("Excel", "Técnico – Administração"), else its section's noun. Drawn as the
 * young document draws it, which prints no skill level: the Lixeira names the item, "Canva", not "Canva – Básico".
 */
function titleOf(entry: TrashEntry): string {
  const printed = LIST_SECTIONS[entry.kind].document.entry(filledItem(entry.kind, entry.fields) as never, 'young').title.trim();
  return printed || LIST_SECTIONS[entry.kind].noun;
}

/**
 * "Lixeira" (issue 29 "nothing lost"): the items deleted, or replaced by a version restore, in the last
 * 30 days; each can go back to its list. A full list refuses with the server's message.
 */
export function TrashPanel({ onRestored }: { onRestored: (restored: TrashRestore) => void }) {
  const trash = useCurriculumTrash();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [message, setMessage] = useState<{ id: string | null; tone: 'success' | 'error'; text: string } | null>(null);

  async function restore(entry: TrashEntry) {
    setRestoring(entry.id);
    setMessage(null);
    try {
      onRestored(await curriculumApi.restoreFromTrash(entry.id));
      setMessage({ id: null, tone: 'success', text: `“${titleOf(entry)}” voltou para ${SECTION_LABELS[entry.kind]}.` });
    } catch (caught) {
      setMessage({ id: entry.id, tone: 'error', text: userMessage(caught, 'Não foi possível restaurar este item. Tente novamente.') });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby="lixeira-titulo" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="lixeira-titulo" className="text-lg font-semibold text-slate-900">
        Lixeira
      </h2>
      <p className="mt-1 text-sm text-slate-700">{TRASH_MESSAGES.keptFor}</p>

      <div className="mt-3">
        {trash.isPending ? (
          <Spinner size="sm" label="Carregando a lixeira..." />
        ) : trash.isError ? (
          <div className="space-y-2">
            <Alert tone="error">{userMessage(trash.error, 'Não foi possível carregar a lixeira.')}</Alert>
            <Button variant="secondary" onClick={() => void trash.refetch()}>
              Tentar de novo
            </Button>
          </div>
        ) : trash.data.length === 0 ? (
          <p className="text-sm text-slate-700">{TRASH_MESSAGES.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {trash.data.map((entry) => {
              const title = titleOf(entry);
              return (
                <li key={entry.id} className="py-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 text-sm">
                      <span className="block font-medium break-words text-slate-900">{title}</span>
                      <span className="block text-slate-700">
                        {SECTION_LABELS[entry.kind]} · {TRASH_CAUSE_LABELS[entry.cause]} em {formatDate(entry.deletedAt)}
                      </span>
                    </span>
                    <Button variant="ghost" loading={restoring === entry.id} onClick={() => void restore(entry)} aria-label={`Restaurar “${title}”`}>
                      Restaurar
                    </Button>
                  </div>
                  {message?.id === entry.id && (
                    <div className="mt-2">
                      <Alert tone={message.tone}>{message.text}</Alert>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {message && message.id === null && (
        <div className="mt-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </section>
  );
}
