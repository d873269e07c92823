import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Letter, LetterInput, LetterVersion } from '../../../../../shared/contracts/curriculum-letter.contract';
import type { DocumentKind } from '../../../../../shared/curriculum/document';
import {
  LETTER_FIELD_LABELS,
  LETTER_LIMITS,
  LETTER_MESSAGES,
  LETTER_PARAGRAPH_FIELDS,
  LETTER_PARAGRAPHS,
  LETTER_TARGET_LABELS,
  LETTER_TARGETS,
  isLetterComplete,
  normaliseParagraph,
  suggestLetter,
  uneditedParagraphs,
  type LetterParagraph,
  type LetterSource,
  type LetterTarget,
} from '../../../../../shared/curriculum/letter';
import { CURRICULUM_DESIGNS, DESIGN_LABELS, type CurriculumDesign } from '../../../../../shared/curriculum/rules';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/text-field';
import { userMessage } from '../../../../lib/api-client';
import { DownloadError } from '../../../../lib/download';
import { letterApi } from '../../api/letter-api';

const LETTER_KEY = ['curriculum', 'letter'] as const;
const LETTER_VERSIONS_KEY = ['curriculum', 'letter', 'versions'] as const;
const fresh = { gcTime: 0, staleTime: 0 } as const;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

type Draft = Required<Pick<LetterInput, 'target' | 'organization' | LetterParagraph>>;

const draftOf = (letter: Letter): Draft => ({
  target: letter.target,
  organization: letter.organization,
  intro: letter.intro,
  motivation: letter.motivation,
  contribution: letter.contribution,
});

/** A new letter: the suggestions for the first target, with no organisation yet. */
function suggestedDraft(source: LetterSource, target: LetterTarget = 'APPRENTICE', organization = ''): Draft {
  return { target, organization, ...suggestLetter(source, target, organization) };
}

/**
 * "Carta de apresentação" (issue 29 item 2, decision 0189): the target and the
 * programme or company, three guided paragraphs pre-filled with suggestions
 * from the resume and the test result, a Salvar button, the saved versions, and
 * the PDF and Word files of both designs. A paragraph still equal to the
 * suggestion is flagged here, and the downloads wait until each is rewritten
 * (the server refuses them too).
 */
export function LetterPanel({ kind, fullName }: { kind: DocumentKind; fullName: string }) {
  // Closed until asked for: the form loads only then, and a long builder page stays short on a phone.
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="carta-titulo" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="carta-titulo" className="text-lg font-semibold text-slate-900">
        Carta de apresentação
      </h2>
      <p className="mt-1 text-sm text-slate-700">Muitas vagas pedem uma carta junto com o currículo. Escreva três parágrafos curtos.</p>
      <div className="mt-3">
        <Button variant="secondary" aria-expanded={open} aria-controls="carta-conteudo" onClick={() => setOpen((was) => !was)}>
          {open ? 'Fechar a carta' : 'Escrever minha carta'}
        </Button>
      </div>
      <div id="carta-conteudo" className="mt-4" hidden={!open}>
        {open && <LetterContent kind={kind} fullName={fullName} />}
      </div>
    </section>
  );
}

function LetterContent({ kind, fullName }: { kind: DocumentKind; fullName: string }) {
  const letter = useQuery({ queryKey: LETTER_KEY, queryFn: letterApi.mine, ...fresh });
  if (letter.isPending) return <Spinner size="sm" label="Carregando a carta..." />;
  if (letter.isError) {
    return (
      <div className="space-y-2">
        <Alert tone="error">{userMessage(letter.error, 'Não foi possível carregar a carta de apresentação.')}</Alert>
        <Button variant="secondary" onClick={() => void letter.refetch()}>
          Tentar de novo
        </Button>
      </div>
    );
  }
  if (letter.data.source === null) return <p className="text-sm text-slate-700">{LETTER_MESSAGES.noCurriculum}</p>;
  return <LetterForm key={letter.data.letter?.updatedAt ?? 'new'} saved={letter.data.letter} source={letter.data.source} kind={kind} fullName={fullName} />;
}

function LetterForm({ saved, source, kind, fullName }: { saved: Letter | null; source: LetterSource; kind: DocumentKind; fullName: string }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => (saved ? draftOf(saved) : suggestedDraft(source)));
  const [savedDraft, setSavedDraft] = useState<Draft | null>(saved ? draftOf(saved) : null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);

  const suggestion = suggestLetter(source, draft.target, draft.organization);
  const unedited = uneditedParagraphs(draft, [suggestion]);
  const complete = isLetterComplete(draft);
  const dirty = savedDraft === null || JSON.stringify(savedDraft) !== JSON.stringify(draft);
  const ready = complete && unedited.length === 0;

  /** A new target or organisation: the paragraphs still equal to the old suggestion follow the new one. */
  function choose(change: Partial<Pick<Draft, 'target' | 'organization'>>) {
    setDraft((current) => {
      const next = { ...current, ...change };
      const before = suggestLetter(source, current.target, current.organization);
      const after = suggestLetter(source, next.target, next.organization);
      for (const paragraph of LETTER_PARAGRAPHS) {
        if (normaliseParagraph(current[paragraph]) === normaliseParagraph(before[paragraph])) next[paragraph] = after[paragraph];
      }
      return next;
    });
  }

  async function save(): Promise<boolean> {
    setSaving(true);
    setMessage(null);
    try {
      const result = await letterApi.save(draft);
      const next = draftOf(result.letter);
      setDraft(next);
      setSavedDraft(next);
      void queryClient.invalidateQueries({ queryKey: LETTER_VERSIONS_KEY });
      setMessage({ tone: 'success', text: 'Carta salva.' });
      return true;
    } catch (caught) {
      setMessage({ tone: 'error', text: userMessage(caught, 'Não foi possível salvar a carta. Tente novamente.') });
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function download(format: 'pdf' | 'docx', design: CurriculumDesign) {
    setBusy(`${format}-${design}`);
    setMessage(null);
    try {
      if (dirty && !(await save())) return;
      await letterApi.download(format, kind, design, fullName);
    } catch (caught) {
      const fallback = format === 'pdf' ? LETTER_MESSAGES.pdfError : LETTER_MESSAGES.docxError;
      setMessage({ tone: 'error', text: caught instanceof DownloadError && caught.serverMessage ? caught.serverMessage : fallback });
    } finally {
      setBusy(null);
    }
  }

  function restored(letter: Letter) {
    const next = draftOf(letter);
    setDraft(next);
    setSavedDraft(next);
    setMessage({ tone: 'success', text: 'Versão restaurada.' });
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={LETTER_FIELD_LABELS.target}
          value={draft.target}
          options={LETTER_TARGETS.map((target) => ({ value: target, label: LETTER_TARGET_LABELS[target] }))}
          onChange={(event) => choose({ target: event.target.value as LetterTarget })}
        />
        <TextField
          label={LETTER_FIELD_LABELS.organization}
          hint="O nome do programa ou da empresa, como CIEE ou o nome da loja."
          value={draft.organization}
          maxLength={LETTER_LIMITS.organization}
          onChange={(event) => choose({ organization: event.target.value })}
        />
      </div>

      {unedited.length > 0 && <Alert tone="info">{LETTER_MESSAGES.editFirst}</Alert>}

      {LETTER_PARAGRAPHS.map((paragraph) => (
        <div key={paragraph}>
          <TextAreaField
            label={LETTER_PARAGRAPH_FIELDS[paragraph].label}
            hint={LETTER_PARAGRAPH_FIELDS[paragraph].hint}
            rows={5}
            value={draft[paragraph]}
            maxLength={LETTER_LIMITS.paragraph}
            onChange={(event) => setDraft((current) => ({ ...current, [paragraph]: event.target.value }))}
          />
          <p className="mt-1 flex flex-wrap justify-between gap-2 text-sm text-slate-600">
            <span>
              {unedited.includes(paragraph) ? (
                <strong className="font-medium text-amber-800">Ainda é a sugestão: reescreva com as suas palavras.</strong>
              ) : null}
            </span>
            <span>
              {draft[paragraph].length}/{LETTER_LIMITS.paragraph} caracteres
            </span>
          </p>
        </div>
      ))}

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
          Salvar carta
        </Button>
        {!dirty && <span className="text-sm text-slate-700">Tudo salvo.</span>}
      </div>

      <div className="space-y-2 empty:hidden" aria-live="polite">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>

      <div className="border-t border-slate-200 pt-4">
        <h3 className="text-base font-semibold text-slate-900">Baixar a carta</h3>
        {!ready && (
          <p id="carta-baixar-aviso" className="mt-1 text-sm text-slate-700">
            {complete ? LETTER_MESSAGES.editFirst : LETTER_MESSAGES.incomplete}
          </p>
        )}
        <div className="mt-2 space-y-3">
          {CURRICULUM_DESIGNS.map((design) => (
            <div key={design} className="flex flex-wrap items-center gap-2">
              <span className="w-full text-sm font-medium text-slate-800 sm:w-24">{DESIGN_LABELS[design]}</span>
              <Button
                variant="secondary"
                disabled={!ready || busy !== null}
                loading={busy === `pdf-${design}`}
                aria-label={`Baixar PDF da carta (${DESIGN_LABELS[design]})`}
                aria-describedby={ready ? undefined : 'carta-baixar-aviso'}
                onClick={() => void download('pdf', design)}
              >
                Baixar PDF
              </Button>
              <Button
                variant="secondary"
                disabled={!ready || busy !== null}
                loading={busy === `docx-${design}`}
                aria-label={`Baixar Word (.docx) da carta (${DESIGN_LABELS[design]})`}
                aria-describedby={ready ? undefined : 'carta-baixar-aviso'}
                onClick={() => void download('docx', design)}
              >
                Baixar Word (.docx)
              </Button>
            </div>
          ))}
        </div>
      </div>

      {savedDraft !== null && <LetterVersions onRestored={restored} />}
    </div>
  );
}

function LetterVersions({ onRestored }: { onRestored: (letter: Letter) => void }) {
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: LETTER_VERSIONS_KEY, queryFn: letterApi.versions, ...fresh });
  const [restoring, setRestoring] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function restore(version: LetterVersion) {
    setRestoring(version.number);
    setError(null);
    try {
      const result = await letterApi.restoreVersion(version.number);
      onRestored(result.letter);
      void queryClient.invalidateQueries({ queryKey: LETTER_VERSIONS_KEY });
    } catch (caught) {
      setError(userMessage(caught, 'Não foi possível restaurar esta versão. Tente novamente.'));
    } finally {
      setRestoring(null);
    }
  }

  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="text-base font-semibold text-slate-900">Versões da carta</h3>
      <div className="mt-2">
        {versions.isPending ? (
          <Spinner size="sm" label="Carregando versões..." />
        ) : versions.isError ? (
          <div className="space-y-2">
            <Alert tone="error">{userMessage(versions.error, 'Não foi possível carregar as versões da carta.')}</Alert>
            <Button variant="secondary" onClick={() => void versions.refetch()}>
              Tentar de novo
            </Button>
          </div>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma versão salva ainda.</p>
        ) : (
          <ol className="divide-y divide-slate-200">
            {versions.data.map((version, index) => (
              <li key={version.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  <span className="font-medium text-slate-900">{formatDate(version.createdAt)}</span>
                  <span className="block text-slate-700">
                    {LETTER_TARGET_LABELS[version.target]}
                    {version.organization ? ` · ${version.organization}` : ''}
                    {index === 0 ? ' · atual' : ''}
                  </span>
                </span>
                {index > 0 && (
                  <Button
                    variant="ghost"
                    loading={restoring === version.number}
                    disabled={restoring !== null}
                    aria-label={`Restaurar a versão da carta de ${formatDate(version.createdAt)}`}
                    onClick={() => void restore(version)}
                  >
                    Restaurar
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </div>
  );
}
