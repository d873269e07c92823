import { curriculumInputSchema, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import type { DocumentInput } from '../../../shared/curriculum/document';
import { perSection, type ItemKind } from '../../../shared/curriculum/sections';

/**
 * The draft as the server will save it, for the live preview and the
 * completeness meter: validated with the save's own schema (trimmed, phone
 * formatted, availability in option order, empty differentials dropped), so
 * the preview shows what the PDF will print. While a field is still invalid
 * (the save would be refused), the typed values are shown as they are.
 */
export function documentInputOf(input: CurriculumInput): DocumentInput {
  const parsed = curriculumInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  return {
    fullName: input.fullName ?? '',
    age: input.age ?? '',
    address: input.address ?? '',
    phone: input.phone ?? '',
    email: input.email ?? '',
    linkedin: input.linkedin ?? '',
    objective: input.objective ?? '',
    availability: input.availability ?? '',
    differentials: (input.differentials ?? []).map((item) => item.trim()).filter((item) => item !== ''),
    ...(perSection((kind) => input[kind] ?? []) as Pick<DocumentInput, ItemKind>),
  };
}
