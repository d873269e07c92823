import { PHONE_MESSAGES, type User } from '../../../shared/contracts/auth.contract';
import type { Curriculum, CurriculumInput, CurriculumItem } from '../../../shared/contracts/curriculum.contract';
import { answerLines } from '../../../shared/curriculum/questionnaire';
import { TEMP_ID_PREFIX, isTempId, type CurriculumDesign, type CurriculumType } from '../../../shared/curriculum/rules';
import {
  BASIC_SECTION_LABEL,
  ITEM_KINDS,
  OBJECTIVE_SECTION_LABEL,
  SECTION_LABELS,
  emptyItem,
  perSection,
  sectionOf,
  type ItemKind,
} from '../../../shared/curriculum/sections';
import { EMAIL_MESSAGES, isValidEmail } from '../../../shared/domain/email';
import { formatPhone, isValidPhone } from '../../../shared/domain/phone';
import type { FieldErrors } from '../../components/form/use-form';

/**
 * The "Currículo Formal" form's values: the curriculum as the form edits it.
 * Items keep their ids, real or 'temp-…' for rows not saved yet (spec §3);
 * the differentials are edited as one per line.
 */
export type FormalValues = Omit<Curriculum, 'id' | 'updatedAt' | 'type' | 'design' | 'differentials'> & { differentials: string };
export type FormalItem<K extends ItemKind> = CurriculumItem<K>;

/** A step of the form: the values it edits, and the item lists it shows (in registry order). */
export interface FormalSection {
  id: 'basic' | 'objective' | ItemKind;
  label: string;
  fields: ReadonlyArray<keyof FormalValues>;
  lists: readonly ItemKind[];
}

/**
 * The steps of spec §2, in order: the two fixed ones, then one per list
 * section of the registry that has a step of its own, holding the lists that
 * share it (Formação: the education and the courses).
 */
export const FORMAL_SECTIONS: readonly FormalSection[] = [
  { id: 'basic', label: BASIC_SECTION_LABEL, fields: ['fullName', 'age', 'address', 'phone', 'email', 'linkedin', 'availability'], lists: [] },
  { id: 'objective', label: OBJECTIVE_SECTION_LABEL, fields: ['objective', 'differentials'], lists: [] },
  ...ITEM_KINDS.filter((kind) => sectionOf(kind).form.step === undefined).map((step) => {
    const lists = ITEM_KINDS.filter((kind) => (sectionOf(kind).form.step ?? kind) === step);
    return { id: step, label: SECTION_LABELS[step], fields: lists, lists };
  }),
];

/** Spec §5: the FORMAL form's required marks. */
export const FORMAL_REQUIRED = ['fullName', 'address', 'phone', 'email', 'objective'] as const satisfies ReadonlyArray<keyof FormalValues>;

const REQUIRED_MESSAGES: Readonly<Record<(typeof FORMAL_REQUIRED)[number], string>> = {
  fullName: 'Por favor, preencha seu nome completo',
  address: 'Por favor, preencha seu endereço',
  phone: PHONE_MESSAGES.required,
  email: 'Por favor, preencha seu email',
  objective: 'Por favor, escreva seu objetivo',
};

/** The section (its index) that shows a field, given as a value name or a path such as `experiences.0.period`. */
export function sectionOfField(path: string): number {
  const [name] = path.split('.');
  return FORMAL_SECTIONS.findIndex((section) => (section.fields as readonly string[]).includes(name ?? ''));
}

/**
 * What the form checks before a save, for the section on screen: its required
 * fields, and the e-mail and phone with the app's own rules. Everything else
 * (years, periods, lengths, the LinkedIn address) is the server's to refuse,
 * with a message naming the field (one copy of each rule).
 */
export function validateSection(values: FormalValues, section: number): FieldErrors {
  const errors: FieldErrors = {};
  const fields = FORMAL_SECTIONS[section]?.fields;
  for (const field of FORMAL_REQUIRED) {
    if (fields?.includes(field) && values[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  if (fields?.includes('email') && !errors.email && !isValidEmail(values.email.trim())) errors.email = EMAIL_MESSAGES.invalid;
  if (fields?.includes('phone') && !errors.phone && !isValidPhone(values.phone)) errors.phone = PHONE_MESSAGES.invalid;
  return errors;
}

/** The server's field errors (`experiences.0.period`, `differentials.3`) by the names the form gives its fields. */
export function formErrorsOf(serverErrors: ReadonlyArray<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of serverErrors) {
    const name = field.startsWith('differentials') ? 'differentials' : field;
    errors[name] ??= message;
  }
  return errors;
}

let tempCounter = 0;
/** A new row's id: 'temp-…' (spec §3), never sent as an id. */
export function tempId(): string {
  tempCounter += 1;
  return `${TEMP_ID_PREFIX}${Date.now().toString(36)}-${tempCounter}`;
}

/** A new row of the list (the registry's empty item), with a temp id. */
export function newItem<K extends ItemKind>(kind: K, order: number): FormalItem<K> {
  return { ...emptyItem(kind), id: tempId(), order } as FormalItem<K>;
}

type Account = Pick<User, 'name' | 'email' | 'phone'> | null;

const EMPTY_VALUES: FormalValues = {
  fullName: '',
  age: '',
  address: '',
  phone: '',
  email: '',
  linkedin: '',
  objective: '',
  availability: '',
  differentials: '',
  ...(perSection(() => []) as { [K in ItemKind]: Array<FormalItem<K>> }),
};

/** The form's values from the saved curriculum; the account fills the name, e-mail and phone while they are blank. */
export function formalValuesOf(curriculum: Curriculum | null, account: Account): FormalValues {
  const values: FormalValues = curriculum
    ? {
        fullName: curriculum.fullName,
        age: curriculum.age,
        address: curriculum.address,
        phone: curriculum.phone,
        email: curriculum.email,
        linkedin: curriculum.linkedin,
        objective: curriculum.objective,
        availability: curriculum.availability,
        differentials: curriculum.differentials.join('\n'),
        ...(perSection((kind) => curriculum[kind]) as { [K in ItemKind]: Array<FormalItem<K>> }),
      }
    : EMPTY_VALUES;
  const orAccount = (value: string, fromAccount: string | null | undefined) => (value.trim() === '' ? (fromAccount ?? '') : value);
  return {
    ...values,
    fullName: orAccount(values.fullName, account?.name),
    email: orAccount(values.email, account?.email),
    phone: orAccount(values.phone, account?.phone ? formatPhone(account.phone) : null),
  };
}

/** Items as PUT /curriculum takes them: a temp id is left out (the server creates the row); the position is the order. */
function itemsForSave<T extends { id: string; order: number }>(items: readonly T[]): Array<Omit<T, 'id'> & { id?: string }> {
  return items.map(({ id, ...fields }, index) => ({ ...fields, ...(isTempId(id) ? {} : { id }), order: index }));
}

/** The whole document for PUT /curriculum. */
export function formalInput(values: FormalValues, type: CurriculumType, design: CurriculumDesign): CurriculumInput {
  return {
    type,
    design,
    fullName: values.fullName,
    age: values.age,
    address: values.address,
    phone: values.phone,
    email: values.email,
    linkedin: values.linkedin,
    objective: values.objective,
    availability: values.availability,
    differentials: answerLines(values.differentials),
    ...(perSection((kind) => itemsForSave(values[kind] as ReadonlyArray<{ id: string; order: number }>)) as Pick<CurriculumInput, ItemKind>),
  };
}

/** The label a row is named by ("Formação 2"), in legends, notes and buttons. */
export const ITEM_NOUNS: Readonly<Record<ItemKind, string>> = perSection((kind) => sectionOf(kind).noun);
