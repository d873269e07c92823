import { useState } from 'react';
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

/**
 * One list of the Formal form (a list section of the registry, with its
 * fields in form order): add and remove rows, each row's fields named
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
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<{ id: string; message: string } | null>(null);
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
            <div className="mt-3 flex justify-end">
              <Button
                variant="ghost"
                className="text-red-800"
                loading={removing === item.id}
                onClick={() => void remove(item)}
                aria-label={`Remover ${name.toLowerCase()}`}
              >
                Remover
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={add} disabled={full}>
          <span aria-hidden="true">+</span> {addLabel(kind)}
        </Button>
        {full && <p className="mt-1 text-sm text-slate-700">Você chegou ao máximo de {LIST_SECTIONS[kind].maxItems} itens nesta lista.</p>}
      </div>
    </section>
  );
}
