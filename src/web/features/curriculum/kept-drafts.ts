import type { DroppedItem } from '../../../shared/contracts/curriculum.contract';
import { isTempId } from '../../../shared/curriculum/rules';
import { ITEM_KINDS, missingFieldMessages, type ItemKind } from '../../../shared/curriculum/sections';
import type { FieldErrors } from '../../components/form/use-form';
import { tempId, type FormalValues } from './formal-values';

type Row = { id: string; order: number } & Record<string, unknown>;

/**
 * After a save (issue 29: "a half-filled item disappears on save"): the
 * server's lists, with each incomplete row it left out (spec §5) put back where
 * it was, still unsaved (a temp id: a saved row left out was deleted), and a
 * message beside each field it lacks, named `{kind}.{index}.{field}` as the
 * form names its fields.
 */
export function keepDroppedRows(
  fromServer: FormalValues,
  submitted: FormalValues,
  dropped: readonly DroppedItem[],
): { values: FormalValues; errors: FieldErrors } {
  const values: FormalValues = { ...fromServer };
  const errors: FieldErrors = {};
  for (const kind of ITEM_KINDS) {
    const left = new Set(dropped.filter((item) => item.kind === kind).map((item) => item.index));
    if (left.size === 0) continue;
    const sent = submitted[kind] as unknown as readonly Row[];
    const saved = [...(fromServer[kind] as unknown as readonly Row[])];
    const rows: Row[] = [];
    sent.forEach((row, index) => {
      if (!left.has(index)) {
        const next = saved.shift();
        if (next) rows.push(next);
        return;
      }
      for (const [field, message] of Object.entries(missingFieldMessages(kind, row))) errors[`${kind}.${rows.length}.${field}`] = message;
      rows.push({ ...row, id: isTempId(row.id) ? row.id : tempId() });
    });
    rows.push(...saved);
    (values as unknown as Record<ItemKind, Row[]>)[kind] = rows.map((row, order) => ({ ...row, order }));
  }
  return { values, errors };
}
