import { useRef, useState } from 'react';
import type { Curriculum } from '../../../../../shared/contracts/curriculum.contract';
import { isTempId } from '../../../../../shared/curriculum/rules';
import { LIST_SECTIONS, formFields, incompleteItemNote, type FieldDef, type ItemKind } from '../../../../../shared/curriculum/sections';
import type { FieldErrors } from '../../../../components/form/use-form';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../../lib/api-client';
import { curriculumApi } from '../../api/curriculum-api';
import { ITEM_NOUNS, newItem, type FormalItem } from '../../formal-values';

interface FieldSpec {
  field: string;
  label: string;
  hint?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  /** A select's options (value and label); a textarea when 'textarea'; else a text input. */
  control?: ReadonlyArray<{ value: string; label: string }> | 'textarea';
}

/** A registry field as the form shows it (its form label, hint and limit as maxLength). */
function fieldSpec(field: string, def: FieldDef): FieldSpec {
  if (def.kind === 'choice') return { field, label: def.label, control: def.values.map((value) => ({ value, label: def.labels[value] ?? value })) };
  return {
    field,
    label: def.formLabel ?? def.label,
    maxLength: def.max,
    ...(def.hint ? { hint: def.hint } : {}),
    ...(def.numeric ? { inputMode: 'numeric' as const } : {}),
    ...(def.textarea ? { control: 'textarea' as const } : {}),
  };
}

/** "Adicionar experiência". */
const addLabel = (kind: ItemKind) => `Adicionar ${ITEM_NOUNS[kind].toLowerCase()}`;

type Direction = 'up' | 'down';
const MOVE_LABELS: Readonly<Record<Direction, string>> = { up: 'Mover para cima', down: 'Mover para baixo' };

/** What names a row beside its number: its first filled text field in form order ("Ajudante de caixa"), or nothing. */
function rowSummary(kind: ItemKind, item: Readonly<Record<string, unknown>>): string {
  for (const [field, def] of formFields(kind)) {
    const value = item[field];
    if (def.kind === 'text' && typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/**
 * One list of the Formal form (a list section of the registry, with its
 * fields in form order): add, remove and move rows up or down, each row's fields named
 * `{kind}.{index}.{field}` so the server's field errors land beside them. A
 * row that will be left out on save (spec §5) says so, and why, before the save.
 */
export function ItemList<K extends ItemKind>({
  kind,
  title,
  items,
  errors,
  onChange,
  onFieldEdited,
  onRemoved,
  onMoved,
  onOrderSaved,
}: {
  kind: K;
  title: string;
  items: ReadonlyArray<FormalItem<K>>;
  errors: FieldErrors;
  onChange: (items: Array<FormalItem<K>>) => void;
  /** A field was edited (its message, if any, goes away). */
  onFieldEdited: (path: string) => void;
  /** A row is gone: `saved` when it was deleted on the server too; `trashId` when it went to the trash (it can be undone). */
  onRemoved: (id: string, saved: boolean, trashId: string | null) => void;
  /** Rows at `from` and `to` swapped places (their field messages no longer match them). */
  onMoved: (from: number, to: number) => void;
  /** The server saved the list's new order: its answer, the saved curriculum. */
  onOrderSaved: (curriculum: Curriculum) => void;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<{ id: string; message: string } | null>(null);
  const [moveStatus, setMoveStatus] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);
  /** The order saves, one after the other, so the last move's order is the one kept. */
  const orderSaves = useRef<Promise<void>>(Promise.resolve());
  const noun = ITEM_NOUNS[kind];
  const full = items.length >= LIST_SECTIONS[kind].maxItems;

  function add() {
    const item = newItem(kind, items.length);
    onChange([...items, item]);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-item-id="${item.id}"] :is(input, select, textarea)`)?.focus());
  }

  function setField(index: number, field: string, value: string) {
    onChange(items.map((item, position) => (position === index ? { ...item, [field]: value } : item)));
    onFieldEdited(`${kind}.${index}.${field}`);
  }

  /**
   * Issue 29: a row one place up or down. The form's rows move at once, with whatever is typed in them (nothing
   * unsaved is lost); the saved rows' new order is saved on its own (PUT /curriculum/{kind}/order). If that save
   * fails, the form keeps the new order and the next "Salvar" saves it. Focus stays on the moved row's button.
   */
  function move(index: number, direction: Direction) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const moved = items[index];
    const other = items[to];
    if (!moved || !other) return;
    const next = items.map((item, position) => (position === index ? other : position === to ? moved : item)).map((item, order) => ({ ...item, order }));
    onChange(next);
    onMoved(index, to);
    setMoveStatus(`Item movido para a posição ${to + 1} de ${items.length}.`);
    requestAnimationFrame(() => {
      const row = document.querySelector(`[data-item-id="${moved.id}"]`);
      const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]:not(:disabled)`);
      (same ?? row?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'))?.focus();
    });
    if (isTempId(moved.id) || isTempId(other.id)) return;
    const ids = next.flatMap((item) => (isTempId(item.id) ? [] : [item.id]));
    orderSaves.current = orderSaves.current.then(async () => {
      try {
        onOrderSaved(await curriculumApi.reorder(kind, ids));
        setOrderError(null);
      } catch (caught) {
        setOrderError(`${userMessage(caught, 'Não foi possível salvar a nova ordem.')} A ordem na tela será salva quando você tocar em “Salvar”.`);
      }
    });
  }

  // Spec §4: a temp row goes locally; a saved one is deleted on the server first (into the trash), and goes on success or when already gone (404).
  async function remove(item: FormalItem<K>) {
    setRemoveError(null);
    if (isTempId(item.id)) {
      onRemoved(item.id, false, null);
      return;
    }
    setRemoving(item.id);
    try {
      const { trashId } = await curriculumApi.removeItem(kind, item.id);
      onRemoved(item.id, true, trashId);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) onRemoved(item.id, true, null);
      else setRemoveError({ id: item.id, message: userMessage(caught, 'Não foi possível remover. Tente novamente.') });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby={`lista-${kind}`} className="space-y-4">
      <h3 id={`lista-${kind}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {items.length === 0 && <p className="text-sm text-slate-700">Nenhum item ainda. Toque em “{addLabel(kind)}” para incluir.</p>}
      {items.map((item, index) => {
        const note = incompleteItemNote(kind, item);
        const noteId = `nota-${item.id}`;
        const name = `${noun} ${index + 1}`;
        const summary = rowSummary(kind, item);
        const moveName = (direction: Direction) => `${MOVE_LABELS[direction]}: ${name.toLowerCase()}${summary ? ` (${summary})` : ''}`;
        return (
          <fieldset
            key={item.id}
            data-item-id={item.id}
            aria-describedby={note ? noteId : undefined}
            className="min-w-0 rounded-xl border border-slate-300 bg-slate-50 p-4"
          >
            <legend className="px-1 text-base font-semibold text-slate-900">{name}</legend>
            {note && (
              <p id={noteId} className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-700/30">
                {note}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {formFields(kind)
                .map(([name, def]) => fieldSpec(name, def))
                .map((spec) => {
                  const path = `${kind}.${index}.${spec.field}`;
                  const raw: unknown = (item as Record<string, unknown>)[spec.field];
                  const value = typeof raw === 'string' ? raw : '';
                  const common = {
                    label: spec.label,
                    name: path,
                    value,
                    error: errors[path] ?? null,
                    className: spec.control === 'textarea' ? 'sm:col-span-2' : '',
                    ...(spec.hint ? { hint: spec.hint } : {}),
                  };
                  if (spec.control === 'textarea') {
                    return (
                      <TextAreaField
                        key={spec.field}
                        {...common}
                        maxLength={spec.maxLength}
                        onChange={(event) => setField(index, spec.field, event.target.value)}
                      />
                    );
                  }
                  if (spec.control) {
                    return (
                      <SelectField key={spec.field} {...common} options={spec.control} onChange={(event) => setField(index, spec.field, event.target.value)} />
                    );
                  }
                  return (
                    <TextField
                      key={spec.field}
                      {...common}
                      maxLength={spec.maxLength}
                      inputMode={spec.inputMode}
                      onChange={(event) => setField(index, spec.field, event.target.value)}
                    />
                  );
                })}
            </div>
            {removeError?.id === item.id && (
              <p role="alert" className="mt-3 text-sm font-medium text-red-800">
                {removeError.message}
              </p>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {(['up', 'down'] as const).map((direction) => (
                <Button
                  key={direction}
                  variant="secondary"
                  className="px-3"
                  data-move={direction}
                  disabled={direction === 'up' ? index === 0 : index === items.length - 1}
                  onClick={() => move(index, direction)}
                  aria-label={moveName(direction)}
                >
                  <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span> {MOVE_LABELS[direction]}
                </Button>
              ))}
              <Button
                variant="ghost"
                loading={removing === item.id}
                onClick={() => void remove(item)}
                className="ml-auto text-red-800"
                aria-label={`Remover ${name.toLowerCase()}`}
              >
                Remover
              </Button>
            </div>
          </fieldset>
        );
      })}
      <p role="status" className="sr-only">
        {moveStatus}
      </p>
      {orderError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {orderError}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={add} disabled={full}>
          <span aria-hidden="true">+</span> {addLabel(kind)}
        </Button>
        {full && <p className="mt-1 text-sm text-slate-700">Você chegou ao máximo de {LIST_SECTIONS[kind].maxItems} itens nesta lista.</p>}
      </div>
    </section>
  );
}
