import { MINOR_NIGHT_NOTE, needsMinorNightNote } from '../../../../shared/curriculum/rules';

/** Beside the availability: Noite chosen with an age under 18 (CLT art. 404). Announced politely when it appears. */
export function MinorNightNote({ id, age, availability }: { id: string; age: string; availability: string }) {
  return (
    <div role="status" className="mt-2">
      {needsMinorNightNote(age, availability) && (
        <p id={id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-700/30">
          {MINOR_NIGHT_NOTE}
        </p>
      )}
    </div>
  );
}
