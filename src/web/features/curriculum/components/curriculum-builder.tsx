import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { User } from '../../../../shared/contracts/auth.contract';
import type { Curriculum, CurriculumInput } from '../../../../shared/contracts/curriculum.contract';
import { curriculumSuggestions } from '../../../../shared/content/curriculum-suggestions';
import { curriculumCompleteness } from '../../../../shared/curriculum/completeness';
import { buildCurriculumDocument } from '../../../../shared/curriculum/document';
import type { CurriculumDesign, CurriculumType } from '../../../../shared/curriculum/rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { CURRICULUM_PREVIEW_DEBOUNCE_MS } from '../../../config/timings';
import { userMessage } from '../../../lib/api-client';
import { curriculumApi, type TrashRestore } from '../api/curriculum-api';
import { useCurriculumSaved, useDominantProfile, useRefreshCurriculum, useSavedCurriculum } from '../hooks/use-curriculum';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMediaQuery } from '../hooks/use-media-query';
import { documentInputOf } from '../preview-input';
import { CompletenessMeter } from './completeness-meter';
import { FormalEditor } from './formal/formal-editor';
import { GupyPanel } from './gupy-panel';
import { LetterPanel } from './letter/letter-panel';
import { PreviewPanel } from './preview-panel';
import { TypeChoice } from './type-choice';
import { TrashPanel } from './trash-panel';
import { ReviewLinksPanel } from './review-links-panel';
import { VersionsPanel } from './versions-panel';
import { YoungQuestionnaire } from './young/young-questionnaire';

type Account = Pick<User, 'id' | 'name' | 'email' | 'phone' | 'schoolStage'> | null;
type Tab = 'edit' | 'preview';

const DESKTOP = '(min-width: 1024px)';

/** The resume builder of /curriculum: loads the saved curriculum when it opens (spec §4), then the builder. */
export function CurriculumBuilder({ account }: { account: Account }) {
  const query = useSavedCurriculum();
  if (query.isPending) return <FullPageSpinner label="Carregando seu currículo..." />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <Card>
          <h1 className="text-2xl font-bold text-slate-900">Currículo</h1>
          <div className="mt-4">
            <Alert tone="error">{userMessage(query.error, 'Não foi possível carregar seu currículo. Verifique sua conexão e tente novamente.')}</Alert>
          </div>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Tentar de novo
          </Button>
        </Card>
      </div>
    );
  }
  return <Builder saved={query.data} account={account} />;
}

function Builder({ saved, account }: { saved: Curriculum | null; account: Account }) {
  const onSaved = useCurriculumSaved();
  const refresh = useRefreshCurriculum();
  const [type, setType] = useState<CurriculumType | null>(saved?.type ?? null);
  const [design, setDesign] = useState<CurriculumDesign>(saved?.design ?? 'classic');
  const [designSaving, setDesignSaving] = useState(false);
  const [designError, setDesignError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [draft, setDraft] = useState<CurriculumInput | null>(null);
  const [tab, setTab] = useState<Tab>('edit');
  const [pendingType, setPendingType] = useState<CurriculumType | null>(null);
  const beforeLeave = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  const putBack = useRef<((restored: TrashRestore) => void) | null>(null);
  const isDesktop = useMediaQuery(DESKTOP);
  const profile = useDominantProfile();
  const suggestions = useMemo(() => (profile.data ? curriculumSuggestions(profile.data) : null), [profile.data]);

  const debouncedDraft = useDebouncedValue(draft, CURRICULUM_PREVIEW_DEBOUNCE_MS);
  const documentInput = useMemo(() => (debouncedDraft ? documentInputOf(debouncedDraft) : null), [debouncedDraft]);
  const kind = type === 'YOUNG' ? 'young' : 'formal';
  const document = useMemo(() => (documentInput ? buildCurriculumDocument(documentInput, kind) : null), [documentInput, kind]);
  const completeness = useMemo(() => (documentInput ? curriculumCompleteness(documentInput) : null), [documentInput]);

  const onDraft = useCallback((input: CurriculumInput) => setDraft(input), []);
  const registerBeforeLeave = useCallback((check: () => Promise<boolean>) => {
    beforeLeave.current = check;
  }, []);

  async function chooseType(next: CurriculumType) {
    if (next === type) return;
    if (type !== null && !(await beforeLeave.current())) {
      setPendingType(next);
      return;
    }
    switchTo(next);
  }

  function switchTo(next: CurriculumType) {
    setPendingType(null);
    beforeLeave.current = () => Promise.resolve(true);
    setDraft(null);
    setTab('edit');
    setType(next);
  }

  async function changeDesign(next: CurriculumDesign) {
    const previous = design;
    setDesign(next);
    setDesignError(null);
    setDesignSaving(true);
    try {
      onSaved(await curriculumApi.saveBasicInfo(saved ? { design: next } : { design: next, type: type ?? 'FORMAL' }));
    } catch (caught) {
      setDesign(previous);
      setDesignError(userMessage(caught, 'Não foi possível trocar o modelo. Tente novamente.'));
    } finally {
      setDesignSaving(false);
    }
  }

  function restored(curriculum: Curriculum) {
    onSaved(curriculum);
    setDesign(curriculum.design);
    setDraft(null);
    setRevision((n) => n + 1);
  }

  /** An item back from the Lixeira: into the Formal form as it is (nothing typed is lost); the questionnaire reopens from the saved curriculum. */
  function itemRestored(back: TrashRestore) {
    if (type === 'FORMAL' && putBack.current) {
      onSaved(back.curriculum);
      putBack.current(back);
    } else {
      restored(back.curriculum);
    }
  }
  const registerRestorer = useCallback((restore: (restored: TrashRestore) => void) => {
    putBack.current = restore;
  }, []);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'edit' ? 'preview' : 'edit';
    setTab(next);
    globalThis.document.getElementById(next === 'edit' ? 'aba-editar' : 'aba-previa')?.focus();
  }

  const editorKey = `${type ?? 'none'}-${revision}`;
  const preview = document && (
    <PreviewPanel
      document={document}
      design={design}
      onDesignChange={(next) => void changeDesign(next)}
      designSaving={designSaving}
      designError={designError}
    />
  );
  const tabs = !isDesktop;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Meu currículo</h1>
        <p className="mt-1 text-slate-700">
          {type === null
            ? 'Escolha como quer montar o seu. Você pode trocar depois: as informações são as mesmas.'
            : 'Preencha e veja como o PDF vai ficar. Dá para trocar de tipo quando quiser.'}
        </p>
      </header>

      <TypeChoice value={type} onChange={(next) => void chooseType(next)} />

      {type !== null && (
        <>
          {tabs && (
            <div role="tablist" aria-label="Editar ou pré-visualizar" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1">
              {(
                [
                  ['edit', 'aba-editar', 'painel-editar', 'Editar'],
                  ['preview', 'aba-previa', 'painel-previa', 'Pré-visualizar'],
                ] as const
              ).map(([value, id, panel, label]) => (
                <button
                  key={value}
                  id={id}
                  type="button"
                  role="tab"
                  aria-selected={tab === value}
                  aria-controls={panel}
                  tabIndex={tab === value ? 0 : -1}
                  onClick={() => setTab(value)}
                  onKeyDown={onTabKey}
                  className={`min-h-11 rounded-lg text-base font-semibold ${tab === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-800'}`}
                >
                  {label}
                </button>
              ))}
            </div>
          )}

          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <div
              id="painel-editar"
              {...(tabs ? { role: 'tabpanel', 'aria-labelledby': 'aba-editar' } : {})}
              hidden={tabs && tab !== 'edit'}
              className="min-w-0 space-y-6"
            >
              {completeness && <CompletenessMeter completeness={completeness} />}
              {type === 'FORMAL' ? (
                <FormalEditor
                  key={editorKey}
                  saved={saved}
                  account={account}
                  design={design}
                  onSaved={onSaved}
                  onDraft={onDraft}
                  onServerChange={refresh}
                  registerBeforeLeave={registerBeforeLeave}
                  registerRestorer={registerRestorer}
                />
              ) : (
                <YoungQuestionnaire
                  key={editorKey}
                  saved={saved}
                  account={account}
                  design={design}
                  suggestions={suggestions}
                  onSaved={onSaved}
                  onDraft={onDraft}
                  registerBeforeLeave={registerBeforeLeave}
                />
              )}
            </div>
            <div
              id="painel-previa"
              {...(tabs ? { role: 'tabpanel', 'aria-labelledby': 'aba-previa' } : {})}
              hidden={tabs && tab !== 'preview'}
              className="min-w-0 lg:sticky lg:top-20"
            >
              {preview}
            </div>
          </div>

          {document && <GupyPanel document={document} />}
          <LetterPanel kind={kind} fullName={saved?.fullName ?? ''} />

          <VersionsPanel onRestored={restored} />
          <TrashPanel onRestored={itemRestored} />
          <ReviewLinksPanel />
        </>
      )}

      <Modal
        open={pendingType !== null}
        onOpenChange={(open) => !open && setPendingType(null)}
        title="Trocar de tipo sem salvar?"
        description="Algumas alterações ainda não foram salvas. Se trocar agora, elas serão perdidas."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => pendingType && switchTo(pendingType)}>
            Trocar mesmo assim
          </Button>
          <Button onClick={() => setPendingType(null)}>Continuar editando</Button>
        </div>
      </Modal>
    </div>
  );
}
