import { useId } from 'react';
import { CLASS_GRADES, CLASS_GRADE_LABELS, SCHOOLS_MESSAGES, createClassBodySchema, type ClassDetail } from '../../../../shared/contracts/schools.contract';
import { versionDay } from '../../../../shared/curriculum/versions';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm, type FieldErrors } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { classesApi } from '../api/classes';

const CREATE_FAILED = 'Não foi possível criar a turma. Tente novamente.';

type Values = { name: string; school: string; grade: string; year: string };
const FIELDS = ['name', 'school', 'grade', 'year'] as const;

const GRADE_OPTIONS = [{ value: '', label: 'Escolha a série' }, ...CLASS_GRADES.map((grade) => ({ value: grade, label: CLASS_GRADE_LABELS[grade] }))];

/** This year in Brasília time, the day the server checks a class's year by. */
function schoolYearNow(): number {
  return Number(versionDay(new Date()).slice(0, 4));
}

function fieldErrorsOf(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  for (const { field, message } of error.fieldErrors) if ((FIELDS as readonly string[]).includes(field)) found[field] = message;
  return found;
}

/** "Nova turma": name, school (the educator's, from their request), série and year (this one or the next). */
export function ClassForm({
  school,
  onCreated,
  onCancel,
}: {
  school: string;
  onCreated: (created: ClassDetail, message: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const thisYear = schoolYearNow();
  const form = useForm<Values>({
    initialValues: { name: '', school, grade: '', year: String(thisYear) },
    validate: validateWith(createClassBodySchema),
    onSubmit: async (values) => {
      try {
        const { data, message } = await classesApi.create(createClassBodySchema.parse(values));
        onCreated(data.class, message ?? SCHOOLS_MESSAGES.created);
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        else form.fail(error instanceof ApiError ? userMessage(error, CREATE_FAILED) : CREATE_FAILED);
      }
    },
  });
  return (
    <form {...form.formProps} aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        Nova turma
      </h2>
      <TextField label="Nome da turma" hint="Por exemplo: 2º A – manhã" autoComplete="off" {...form.field('name')} />
      <TextField label="Escola" autoComplete="organization" {...form.field('school')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Série"
          name="grade"
          options={GRADE_OPTIONS}
          value={form.values.grade}
          error={form.errors.grade ?? null}
          onChange={(event) => form.setValue('grade', event.target.value)}
        />
        <SelectField
          label="Ano"
          name="year"
          options={[thisYear, thisYear + 1].map((year) => ({ value: String(year), label: String(year) }))}
          value={form.values.year}
          error={form.errors.year ?? null}
          onChange={(event) => form.setValue('year', event.target.value)}
        />
      </div>
      <FormMessage form={form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.submitting}>
          Criar turma
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
