import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { Link } from '../../../../lib/navigation';
import { APP_ROUTES } from '../../../../../shared/constants/app-routes';
import type { User } from '../../../../../shared/contracts/auth.contract';
import type { Curriculum, CurriculumInput, DroppedItem, ProfileSeed } from '../../../../../shared/contracts/curriculum.contract';
import { isAmong } from '../../../../../shared/curriculum/test-result-suggestions';
import type { TrashRestore } from '../../api/curriculum-api';
import {
  AVAILABILITY_OPTIONS,
  CURRICULUM_LIMITS as LIMITS,
  CURRICULUM_MESSAGES,
  FIELD_LABELS,
  joinAvailability,
  parseAvailability,
  type CurriculumDesign,
} from '../../../../../shared/curriculum/rules';
import { LIST_SECTIONS, type ItemKind } from '../../../../../shared/curriculum/sections';
import { formatPhone } from '../../../../../shared/domain/phone';
import { FormMessage } from '../../../../components/form/form-message';
import { useForm } from '../../../../components/form/use-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../../lib/api-client';
import { curriculumApi } from '../../api/curriculum-api';
import { keptNotice } from '../../dropped-notice';
import {
  FORMAL_SECTIONS,
  formErrorsOf,
  formalInput,
  newItem,
  formalValuesOf,
  sectionOfField,
  validateSection,
  type FormalItem,
  type FormalValues,
  type FormalSection,
} from '../../formal-values';
import { keepFormalSection, readFormalSection } from '../../formal-position';
import { usePdfDownload } from '../../hooks/use-pdf-download';
import { keepDroppedRows } from '../../kept-drafts';
import { MinorNightNote } from '../minor-night-note';
import { UndoToast } from '../undo-toast';
import { UseTestResult } from '../use-test-result';
import { ItemList } from './item-list';
import { SectionNav } from './section-nav';

type Account = Pick<User, 'name' | 'email' | 'phone'> | null;
type Intent = 'continue' | 'save';

const LAST = FORMAL_SECTIONS.length - 1;
const BASIC_KEYS = ['fullName', 'age', 'address', 'phone', 'email', 'linkedin', 'objective', 'availability', 'differentials'] as const;

const snapshotOf = (values: FormalValues) => JSON.stringify(values);

/** Whether a step shows a list a save left a row of out. */
const showsDropped = (step: FormalSection, dropped: readonly DroppedItem[]) => dropped.some((item) => step.lists.includes(item.kind));

/**
 * The Currículo Formal (spec §2, §4, §5): six sections, each with Anterior and
 * 'Salvar & Continuar' (saves, and advances only when the save worked and kept
 * every row of the section; the last says 'Salvar'), side buttons 'Salvar
 * Informações' (not on the last section, whose 'Salvar' is the one save:
 * issue 29) and 'Baixar PDF', and 'Voltar ao Perfil'. Built on the form layer:
 * required fields and the e-mail and phone are checked beside each field; the
 * server's refusal shows the §8 alert word for word, with its field marked. A
 * row the save leaves out stays on screen with its missing fields marked; the
 * form reopens at the section the person was on (formal-position.ts).
 */
export function FormalEditor({
  saved,
  account,
  design,
  onSaved,
  onDraft,
  onServerChange,
  registerBeforeLeave,
  registerRestorer,
}: {
  saved: Curriculum | null;
  account: Account;
  design: CurriculumDesign;
  onSaved: (curriculum: Curriculum) => void;
  onDraft: (input: CurriculumInput) => void;
  /** The server changed without answering the curriculum (an item deleted). */
  onServerChange: () => void;
  /** Tells the builder whether leaving this form (switching type) loses nothing. */
  registerBeforeLeave: (check: () => Promise<boolean>) => void;
  /** Gives the builder the way to put an item restored from the Lixeira back in the form, without losing what is being typed. */
  registerRestorer?: (restore: (restored: TrashRestore) => void) => void;
}) {
  const [maxReached, setMaxReached] = useState(saved ? LAST : 0);
  const [section, setSection] = useState(() => Math.min(readFormalSection(saved?.id), saved ? LAST : 0));
  const curriculumId = useRef(saved?.id ?? null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  /** The last delete, which "Desfazer" can undo for CURRICULUM_UNDO_MS. */
  const [undo, setUndo] = useState<{ trashId: string; busy: boolean; error: string | null } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const sectionRef = useRef(section);
  sectionRef.current = section;
  const intent = useRef<Intent>('save');
  const lastSaveOk = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pdf = usePdfDownload();
  const docx = usePdfDownload('docx');
  const initial = useState(() => formalValuesOf(saved, account))[0];
  const snapshot = useRef(snapshotOf(initial));

  const designRef = useRef(design);
  designRef.current = design;

  const report = (values: FormalValues) => {
    onDraft(formalInput(values, 'FORMAL', designRef.current));
    const changed = snapshotOf(values) !== snapshot.current;
    dirtyRef.current = changed;
    setDirty(changed);
  };

  const form = useForm<FormalValues>({
    initialValues: initial,
    validate: (values) => validateSection(values, sectionRef.current),
    onSubmit: (values) => save(values),
    onChange: report,
  });

  useEffect(() => registerBeforeLeave(() => Promise.resolve(!dirtyRef.current)), [registerBeforeLeave]);

  const formRef = form.formProps.ref;

  // The preview starts from the values the form opened with; later ones arrive through `report`.
  useEffect(() => {
    onDraft(formalInput(initial, 'FORMAL', designRef.current));
  }, [initial, onDraft]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusRequest, formRef]);

  // Unsaved changes: the browser asks before a reload or closing the tab; the app asks before leaving the screen.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  function goTo(index: number) {
    setNotice(null);
    form.clearMessage();
    setSection(index);
    keepFormalSection(curriculumId.current, index);
    setFocusRequest((n) => n + 1);
  }

  /**
   * The server's values replace the form's, except a field edited while the save was on its way; its lists replace
   * the local ones (spec §4), with the incomplete rows it left out kept in place, unsaved, their missing fields marked.
   */
  function applySaved(curriculum: Curriculum, submitted: FormalValues | null, dropped: readonly DroppedItem[] = []) {
    const fromServer = formalValuesOf(curriculum, null);
    snapshot.current = snapshotOf(fromServer);
    const kept = submitted ? keepDroppedRows(fromServer, submitted, dropped) : { values: fromServer, errors: {} };
    form.setValues((current) => {
      const next: FormalValues = { ...kept.values };
      if (submitted) for (const key of BASIC_KEYS) if (current[key] !== submitted[key]) next[key] = current[key];
      return next;
    });
    return kept.errors;
  }

  async function save(values: FormalValues) {
    const continuing = intent.current === 'continue';
    lastSaveOk.current = false;
    setNotice(null);
    try {
      // 'Salvar & Continuar' finishes a section; the other save buttons are the person's own save (decision 0193).
      const why = continuing ? { reason: 'section' as const, section: FORMAL_SECTIONS[sectionRef.current]!.label } : { reason: 'manual' as const };
      const { dropped, ...curriculum } = await curriculumApi.save({ ...formalInput(values, 'FORMAL', design), ...why });
      onSaved(curriculum);
      curriculumId.current = curriculum.id;
      keepFormalSection(curriculum.id, sectionRef.current);
      const missing = applySaved(curriculum, values, dropped);
      lastSaveOk.current = true;
      const droppedText = dropped.length > 0 ? ` ${keptNotice(dropped)}` : '';
      const here = FORMAL_SECTIONS[sectionRef.current]!;
      if (continuing && sectionRef.current < LAST) setMaxReached((reached) => Math.max(reached, sectionRef.current + 1));
      // A row of this section left out stays on screen with its fields marked: the form does not move on from it.
      if (continuing && sectionRef.current < LAST && !showsDropped(here, dropped)) {
        goTo(sectionRef.current + 1);
        if (droppedText) setNotice({ tone: 'info', text: droppedText.trim() });
      } else {
        setNotice({ tone: dropped.length > 0 ? 'info' : 'success', text: `Informações salvas.${droppedText}` });
      }
      if (Object.keys(missing).length > 0) form.showErrors(missing);
    } catch (error) {
      const text = `${CURRICULUM_MESSAGES.saveFailed} ${userMessage(error, CURRICULUM_MESSAGES.saveDefault)} ${
        continuing ? CURRICULUM_MESSAGES.fixBeforeContinuing : CURRICULUM_MESSAGES.fixAndRetry
      }`;
      const fieldErrors = error instanceof ApiError ? formErrorsOf(error.fieldErrors) : {};
      // Focus goes to the field to fix when it is on screen; otherwise to the alert, which names it.
      if (Object.keys(fieldErrors).some((field) => sectionOfField(field) === sectionRef.current)) {
        form.fail(text);
        form.showErrors(fieldErrors);
      } else {
        form.showErrors(fieldErrors);
        form.fail(text);
      }
    }
  }

  function submitWith(next: Intent) {
    intent.current = next;
    return form.submit();
  }

  async function saveBeforeDownload(): Promise<boolean> {
    if (!dirty) return true;
    lastSaveOk.current = false;
    await submitWith('save');
    return lastSaveOk.current;
  }

  /** The test result's suggestions, once asked for: each pick goes into the form only (decision 0193); the person saves. */
  const [seed, setSeed] = useState<ProfileSeed | null>(null);
  const differentialLines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  const pickDifferential = {
    isUsed: (text: string) => isAmong(differentialLines(form.values.differentials), text),
    onAdd: (text: string) =>
      form.setValues((current) => {
        const lines = differentialLines(current.differentials);
        if (isAmong(lines, text) || lines.length >= LIMITS.differentials) return current;
        return { ...current, differentials: [...lines, text].join('\n') };
      }),
  };
  // A picked skill is a row like one added by hand: its level field shows the form's default, which the person sees and can change.
  const pickSkill = {
    isUsed: (text: string) =>
      isAmong(
        form.values.skills.map((skill) => skill.name),
        text,
      ),
    onAdd: (text: string) =>
      form.setValues((current) => {
        if (
          isAmong(
            current.skills.map((skill) => skill.name),
            text,
          ) ||
          current.skills.length >= LIST_SECTIONS.skills.maxItems
        )
          return current;
        const order = current.skills.length === 0 ? 0 : Math.max(...current.skills.map((skill) => skill.order)) + 1;
        return { ...current, skills: [...current.skills, { ...newItem('skills', order), name: text }] };
      }),
  };

  /** A restored item goes back in its list, after the item the server has before it (in the form and in what counts as saved). */
  function putBack({ kind, itemId, curriculum }: TrashRestore) {
    const serverList = curriculum[kind] as Array<{ id: string }>;
    const index = serverList.findIndex((item) => item.id === itemId);
    const item = serverList[index];
    if (!item) return;
    const before = new Set(serverList.slice(0, index).map((each) => each.id));
    const place = <T extends { id: string }>(list: T[]): T[] => {
      if (list.some((each) => each.id === itemId)) return list;
      let at = 0;
      list.forEach((each, position) => {
        if (before.has(each.id)) at = position + 1;
      });
      return [...list.slice(0, at), item as T, ...list.slice(at)];
    };
    const savedValues = JSON.parse(snapshot.current) as FormalValues;
    snapshot.current = snapshotOf({ ...savedValues, [kind]: place(savedValues[kind] as Array<{ id: string }>) });
    form.setValues((current) => ({ ...current, [kind]: place(current[kind] as Array<{ id: string }>) }));
  }

  useEffect(() => registerRestorer?.(putBack));

  async function undoDelete() {
    if (!undo) return;
    setUndo({ ...undo, busy: true, error: null });
    try {
      const restored = await curriculumApi.restoreFromTrash(undo.trashId);
      onSaved(restored.curriculum);
      putBack(restored);
      setUndo(null);
      setNotice({ tone: 'success', text: 'Item restaurado.' });
    } catch (caught) {
      setUndo({ ...undo, busy: false, error: userMessage(caught, 'Não foi possível desfazer. O item continua na Lixeira.') });
    }
  }

  function listProps<K extends ItemKind>(kind: K) {
    return {
      kind,
      title: LIST_SECTIONS[kind].form.title,
      items: form.values[kind] as unknown as Array<FormalItem<K>>,
      errors: form.errors,
      onChange: (items: Array<FormalItem<K>>) => form.setValues((current) => ({ ...current, [kind]: items })),
      onFieldEdited: form.clearError,
      onRemoved: (id: string, wasSaved: boolean, trashId: string | null) => {
        // Positions shift: the messages of this list no longer match their rows.
        for (const key of Object.keys(form.errors)) if (key.startsWith(`${kind}.`)) form.clearError(key);
        if (wasSaved) {
          onServerChange();
          const savedValues = JSON.parse(snapshot.current) as FormalValues;
          snapshot.current = snapshotOf({
            ...savedValues,
            [kind]: (savedValues[kind] as Array<{ id: string }>).filter((item) => item.id !== id),
          });
        }
        form.setValues((current) => ({ ...current, [kind]: (current[kind] as Array<{ id: string }>).filter((item) => item.id !== id) }));
        if (trashId) {
          setNotice(null);
          setUndo({ trashId, busy: false, error: null });
        } else {
          setNotice({ tone: 'info', text: `Item de ${LIST_SECTIONS[kind].noun.toLowerCase()} removido.` });
        }
      },
      onMoved: (from: number, to: number) => {
        // The two rows swapped places: their messages would land on the other one.
        for (const key of Object.keys(form.errors)) if (key.startsWith(`${kind}.${from}.`) || key.startsWith(`${kind}.${to}.`)) form.clearError(key);
      },
      onOrderSaved: (curriculum: Curriculum) => {
        onSaved(curriculum);
        // The saved order is the server's now; what is typed and not saved stays unsaved (the form is still dirty then).
        const savedValues = JSON.parse(snapshot.current) as FormalValues;
        snapshot.current = snapshotOf({ ...savedValues, [kind]: curriculum[kind] });
        form.setValues((current) => current);
      },
    };
  }

  /** A list of the current step, typed by its own section. */
  function itemList<K extends ItemKind>(kind: K) {
    return <ItemList<K> key={kind} {...listProps(kind)} />;
  }

  const values = form.values;
  const field = form.field;
  const current = FORMAL_SECTIONS[section]!;

  return (
    <form {...form.formProps} className="scroll-mt-24 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-6">
      <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <SectionNav current={section} maxReached={maxReached} onSelect={goTo} />
        <div className="hidden space-y-2 lg:block">
          <SideButtons
            withSave={section < LAST}
            saving={form.submitting && intent.current === 'save'}
            downloading={pdf.downloading}
            onSave={() => void submitWith('save')}
            onDownload={() => void pdf.download('formal', design, values.fullName, saveBeforeDownload)}
            downloadingDocx={docx.downloading}
            onDownloadDocx={() => void docx.download('formal', design, values.fullName, saveBeforeDownload)}
          />
        </div>
      </div>

      <div className="mt-4 min-w-0 space-y-5 lg:mt-0">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {current.label}
        </h2>

        {current.id === 'basic' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={FIELD_LABELS.fullName}
              required
              requiredMark
              autoComplete="name"
              maxLength={LIMITS.fullName}
              className="sm:col-span-2"
              {...field('fullName')}
            />
            <TextField label={`${FIELD_LABELS.age} (opcional)`} hint="Ex.: 17" maxLength={LIMITS.age} inputMode="numeric" {...field('age')} />
            <TextField
              label={FIELD_LABELS.phone}
              required
              requiredMark
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="Com DDD"
              {...field('phone', formatPhone)}
            />
            <TextField
              label={FIELD_LABELS.address}
              required
              requiredMark
              autoComplete="street-address"
              hint="Bairro, cidade e estado já bastam."
              maxLength={LIMITS.address}
              className="sm:col-span-2"
              {...field('address')}
            />
            <TextField
              label={FIELD_LABELS.email}
              required
              requiredMark
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              className="sm:col-span-2"
              {...field('email')}
            />
            <TextField
              label={`${FIELD_LABELS.linkedin} (opcional)`}
              hint="Ex.: linkedin.com/in/seu-nome"
              maxLength={LIMITS.linkedin}
              className="sm:col-span-2"
              {...field('linkedin')}
            />
            <ChoiceGroup
              legend={FIELD_LABELS.availability}
              multiple
              className="sm:col-span-2"
              describedBy="nota-noite-formal"
              options={AVAILABILITY_OPTIONS}
              value={parseAvailability(values.availability)}
              onChange={(chosen) => form.setValue('availability', joinAvailability(chosen))}
            >
              <MinorNightNote id="nota-noite-formal" age={values.age} availability={values.availability} />
            </ChoiceGroup>
          </div>
        )}

        {current.id === 'objective' && (
          <div className="space-y-4">
            <TextAreaField
              label={FIELD_LABELS.objective}
              required
              requiredMark
              rows={4}
              maxLength={LIMITS.objective}
              hint="Em uma ou duas frases: a vaga ou área que você procura e o que quer aprender."
              {...field('objective')}
            />
            <TextAreaField
              label={`${FIELD_LABELS.differentials} (opcional)`}
              rows={4}
              hint="Um por linha: qualidades que ajudam no trabalho. Ex.: Pontualidade"
              {...field('differentials')}
            />
            <UseTestResult
              seed={seed}
              onLoaded={setSeed}
              objective={{ written: values.objective.trim() !== '', onUse: (text) => form.setValue('objective', text) }}
              differentials={pickDifferential}
            />
          </div>
        )}

        {current.lists.length > 0 && <div className="space-y-8">{current.lists.map(itemList)}</div>}
        {current.lists.includes('skills') && <UseTestResult seed={seed} onLoaded={setSeed} skills={pickSkill} />}
        {undo && (
          <UndoToast
            key={undo.trashId}
            message="Item excluído."
            busy={undo.busy}
            error={undo.error}
            onUndo={() => void undoDelete()}
            onClose={() => setUndo(null)}
          />
        )}

        <div className="space-y-3">
          <FormMessage form={form} />
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" onClick={() => goTo(section - 1)} disabled={section === 0}>
              <span aria-hidden="true">←</span> Anterior
            </Button>
            {section < LAST ? (
              <Button type="submit" onClick={() => (intent.current = 'continue')} loading={form.submitting && intent.current === 'continue'}>
                Salvar &amp; Continuar
              </Button>
            ) : (
              <Button type="submit" onClick={() => (intent.current = 'save')} loading={form.submitting}>
                Salvar
              </Button>
            )}
          </div>
        </div>

        <div className="space-y-2 border-t border-slate-200 pt-4 lg:hidden">
          <SideButtons
            withSave={section < LAST}
            saving={form.submitting && intent.current === 'save'}
            downloading={pdf.downloading}
            onSave={() => void submitWith('save')}
            onDownload={() => void pdf.download('formal', design, values.fullName, saveBeforeDownload)}
            downloadingDocx={docx.downloading}
            onDownloadDocx={() => void docx.download('formal', design, values.fullName, saveBeforeDownload)}
          />
        </div>
        {pdf.error && <Alert tone="error">{pdf.error}</Alert>}
        {docx.error && <Alert tone="error">{docx.error}</Alert>}
      </div>

      <Modal
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Sair sem salvar?"
        description="Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            Sair sem salvar
          </Button>
          <Button onClick={() => blocker.reset?.()}>Continuar editando</Button>
        </div>
      </Modal>
    </form>
  );
}

/** `withSave`: 'Salvar Informações', left out where the section's own button already saves without moving on (the last). */
function SideButtons({
  withSave,
  saving,
  downloading,
  onSave,
  onDownload,
  downloadingDocx,
  onDownloadDocx,
}: {
  withSave: boolean;
  saving: boolean;
  downloading: boolean;
  onSave: () => void;
  onDownload: () => void;
  downloadingDocx: boolean;
  onDownloadDocx: () => void;
}) {
  return (
    <>
      {withSave && (
        <Button variant="secondary" className="w-full" onClick={onSave} loading={saving}>
          Salvar Informações
        </Button>
      )}
      <Button variant="secondary" className="w-full" onClick={onDownload} loading={downloading}>
        Baixar PDF
      </Button>
      <Button variant="secondary" className="w-full" onClick={onDownloadDocx} loading={downloadingDocx}>
        Baixar Word (.docx)
      </Button>
      <Link to={APP_ROUTES.account} className="flex min-h-11 items-center justify-center text-sm font-semibold text-brand-800 underline underline-offset-2">
        Voltar ao Perfil
      </Link>
    </>
  );
}
