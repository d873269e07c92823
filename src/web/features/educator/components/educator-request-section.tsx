import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  EDUCATOR_MESSAGES,
  EDUCATOR_ROLES,
  EDUCATOR_ROLE_LABELS,
  UFS,
  UF_NAMES,
  educatorRequestBodySchema,
  type EducatorRequest,
  type EducatorRequestBody,
} from '../../../../shared/contracts/educator.contract';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm, type FieldErrors } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { APP_ROUTES } from '../../../../shared/constants/app-routes';
import { educatorApi, educatorKeys } from '../api/educator-api';

const SEND_FAILED = 'Não foi possível enviar o pedido. Tente novamente.';

type Values = { school: string; city: string; uf: string; role: string };
const EMPTY: Values = { school: '', city: '', uf: '', role: '' };
const FIELDS = ['school', 'city', 'uf', 'role'] as const;

const UF_OPTIONS = [{ value: '', label: 'Escolha o estado' }, ...UFS.map((uf) => ({ value: uf, label: `${uf} – ${UF_NAMES[uf]}` }))];
const ROLE_OPTIONS = [{ value: '', label: 'Escolha a sua função' }, ...EDUCATOR_ROLES.map((role) => ({ value: role, label: EDUCATOR_ROLE_LABELS[role] }))];

function fieldErrorsOf(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  for (const { field, message } of error.fieldErrors) if ((FIELDS as readonly string[]).includes(field)) found[field] = message;
  return found;
}

/** The request's state, as the person reads it. */
function RequestState({ request }: { request: EducatorRequest }) {
  const school = `${request.school}, ${request.city} (${request.uf}) · ${EDUCATOR_ROLE_LABELS[request.role]}`;
  if (request.status === 'pending')
    return (
      <Alert tone="info" title={EDUCATOR_MESSAGES.pending}>
        <p>{school}</p>
        <p>{EDUCATOR_MESSAGES.pendingHelp}</p>
      </Alert>
    );
  if (request.status === 'approved')
    return (
      <Alert tone="success" title={EDUCATOR_MESSAGES.approved}>
        <p>{school}</p>
        <p>{EDUCATOR_MESSAGES.approvedHelp}</p>
      </Alert>
    );
  return (
    <Alert tone="warning" title={EDUCATOR_MESSAGES.refused}>
      <p>{school}</p>
      {request.refusalReason && <p>Motivo: {request.refusalReason}</p>}
      <p>{EDUCATOR_MESSAGES.refusedHelp}</p>
    </Alert>
  );
}

function RequestForm({ onSent }: { onSent: (message: string) => void }) {
  const titleId = useId();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: validateWith(educatorRequestBodySchema),
    onSubmit: async (values) => {
      try {
        const { message } = await educatorApi.ask(values as EducatorRequestBody);
        onSent(message ?? EDUCATOR_MESSAGES.sent);
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        else form.fail(error instanceof ApiError ? userMessage(error, SEND_FAILED) : SEND_FAILED);
      }
    },
  });
  return (
    <form {...form.formProps} aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        Dados da escola
      </h3>
      <TextField label="Nome da escola" autoComplete="organization" {...form.field('school')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Cidade" autoComplete="address-level2" {...form.field('city')} />
        <SelectField
          label="Estado (UF)"
          name="uf"
          options={UF_OPTIONS}
          value={form.values.uf}
          error={form.errors.uf ?? null}
          onChange={(event) => form.setValue('uf', event.target.value)}
        />
      </div>
      <SelectField
        label="Sua função na escola"
        name="role"
        options={ROLE_OPTIONS}
        value={form.values.role}
        error={form.errors.role ?? null}
        onChange={(event) => form.setValue('role', event.target.value)}
      />
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting}>
        Pedir acesso de educador(a)
      </Button>
    </form>
  );
}

/**
 * "Sou educador(a)" on /profile (issue 30 item 1, decision 0194): the state of the person's request, or the form
 * to ask (again, after a refusal). Only adults may ask; the server says so to anyone else.
 */
export function EducatorRequestSection() {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: educatorKeys.mine, queryFn: educatorApi.mine });
  const [sent, setSent] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const request = mine.data?.request ?? null;
  const canAsk = !request || request.status === 'refused';

  return (
    <Card>
      <section aria-labelledby="educador-titulo" className="space-y-4">
        <h2 id="educador-titulo" className="text-xl font-semibold">
          {EDUCATOR_MESSAGES.title}
        </h2>
        <p className="text-slate-700">{EDUCATOR_MESSAGES.intro}</p>
        <p>
          <Link to={APP_ROUTES.lessonKit} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Veja o Kit Projeto de Vida: três aulas prontas para a sua turma
          </Link>
        </p>
        {mine.isError && <Alert tone="error">{userMessage(mine.error, 'Não foi possível carregar o seu pedido. Tente novamente.')}</Alert>}
        {sent && <Alert tone="success">{sent}</Alert>}
        {request && <RequestState request={request} />}
        {mine.data?.isEducator && (
          <Link to={APP_ROUTES.classes} className={buttonClasses('primary')}>
            Minhas turmas (educador)
          </Link>
        )}
        {mine.isSuccess && canAsk && !asking && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {request ? 'Pedir de novo' : EDUCATOR_MESSAGES.title}
          </Button>
        )}
        {canAsk && asking && (
          <RequestForm
            onSent={(message) => {
              setAsking(false);
              setSent(message);
              void queryClient.invalidateQueries({ queryKey: educatorKeys.mine });
            }}
          />
        )}
      </section>
    </Card>
  );
}
