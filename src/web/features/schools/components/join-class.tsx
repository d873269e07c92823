import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APP_ROUTES, joinClassPath } from '../../../../shared/constants/app-routes';
import { CLASS_PRIVACY_BEFORE_JOINING, CLASS_PRIVACY_TEXTS } from '../../../../shared/content/class-privacy';
import {
  CLASS_CODE_LENGTH,
  CLASS_GRADE_LABELS,
  SCHOOLS_MESSAGES,
  formatClassCode,
  joinClassBodySchema,
  normalizeClassCode,
  type Membership,
} from '../../../../shared/contracts/schools.contract';
import { latestOwnerResultQuery } from '../../../common/owner-result';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { useStartTestTarget } from '../../../lib/start-test-target';
import { classesApi } from '../api/classes';
import { MembershipSwitch } from './membership-switch';

const JOIN_FAILED = 'Não foi possível entrar na turma. Tente novamente.';

/** What the teacher sees, said before the student joins (issue 30 item 3). */
function WhatTheTeacherSees() {
  return (
    <section aria-labelledby="o-que-o-professor-ve" className="rounded-xl bg-brand-50 p-4 text-brand-900">
      <h2 id="o-que-o-professor-ve" className="text-lg font-semibold">
        {CLASS_PRIVACY_TEXTS.title}
      </h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {CLASS_PRIVACY_BEFORE_JOINING.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

/** A code as it is shown: "ABCD-EFGH" when it has the right length, else as typed. */
function shownCode(code: string): string {
  return code.length === CLASS_CODE_LENGTH ? formatClassCode(code) : code;
}

/** Signed out: the code kept, and sign-in or sign-up that come back here with it. */
function SignInFirst({ code }: { code: string }) {
  const from = code ? joinClassPath(code) : APP_ROUTES.joinClass;
  return (
    <div className="space-y-4">
      {code && (
        <p className="text-slate-800">
          Código da turma: <strong className="font-mono text-lg tracking-wider">{shownCode(code)}</strong>
        </p>
      )}
      <p className="text-slate-700">{CLASS_PRIVACY_TEXTS.signInFirst}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to={APP_ROUTES.login} state={{ from }} className={buttonClasses('primary')}>
          Entrar
        </Link>
        <Link to={APP_ROUTES.register} state={{ from }} className={buttonClasses('secondary')}>
          Criar conta
        </Link>
      </div>
    </div>
  );
}

function JoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: (membership: Membership, message: string) => void }) {
  const form = useForm({
    initialValues: { code: initialCode ? shownCode(initialCode) : '' },
    validate: validateWith(joinClassBodySchema),
    onSubmit: async ({ code }) => {
      try {
        const { data, message } = await classesApi.join(normalizeClassCode(code));
        onJoined(data.membership, message ?? SCHOOLS_MESSAGES.joined);
      } catch (error) {
        const fieldError = error instanceof ApiError ? error.fieldErrors.find((item) => item.field === 'code') : undefined;
        if (fieldError) form.showErrors({ code: fieldError.message });
        else form.fail(userMessage(error, JOIN_FAILED));
      }
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        label="Código da turma"
        hint={`${CLASS_CODE_LENGTH} letras e números, como o(a) professor(a) passou`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.field('code')}
      />
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting}>
        Entrar na turma
      </Button>
    </form>
  );
}

/** The next step after joining: the test, or the result this year's test already gave (joining never starts a new one). */
function TestLink({ userId }: { userId: string }) {
  const latest = useQuery(latestOwnerResultQuery(userId));
  const startTarget = useStartTestTarget();
  if (latest.isPending) return <Spinner size="sm" />;
  if (latest.isSuccess)
    return (
      <div className="space-y-2">
        <p className="text-slate-700">Você já fez o teste este ano. A turma conta esse resultado.</p>
        <Link to={APP_ROUTES.results} className={buttonClasses('primary')}>
          Ver o meu resultado
        </Link>
      </div>
    );
  if (latest.error instanceof ApiError && latest.error.status === 404)
    return (
      <Link to={startTarget} className={buttonClasses('primary')}>
        Fazer o teste
      </Link>
    );
  return (
    <Link to={APP_ROUTES.history} className={buttonClasses('primary')}>
      Ver o meu resultado
    </Link>
  );
}

function Joined({ membership, message, userId }: { membership: Membership; message: string; userId: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="success">{message}</Alert>
      <div>
        <h2 className="text-2xl font-bold break-words text-slate-900">{membership.name}</h2>
        <p className="text-slate-700">
          {CLASS_GRADE_LABELS[membership.grade]} · {membership.year} · {membership.school}
        </p>
        {membership.educatorName && <p className="text-slate-700">Professor(a): {membership.educatorName}</p>}
      </div>
      <MembershipSwitch membership={membership} />
      <TestLink userId={userId} />
      <p className="text-sm text-slate-700">
        Você muda essa opção ou sai da turma em{' '}
        <Link to={APP_ROUTES.account} className="font-semibold text-brand-800 underline">
          Meu perfil
        </Link>
        , na parte "Minhas turmas".
      </p>
    </div>
  );
}

/**
 * '/entrar-na-turma' (issue 30 item 3, decision 0195): what the teacher sees, said first; then the code (prefilled
 * from the join link's ?codigo=), or, signed out, sign-in and sign-up that come back here with the code. Joining is
 * the student's choice; after it, the switch (off) and the way to the test or to this year's result.
 */
export function JoinClassScreen({ initialCode }: { initialCode: string }) {
  const { status, user } = useSession();
  const [joined, setJoined] = useState<{ membership: Membership; message: string } | null>(null);
  const code = normalizeClassCode(initialCode);
  return (
    <Card className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Entrar numa turma</h1>
        <p className="mt-1 text-slate-700">Com o código do(a) professor(a), você entra na turma de Projeto de Vida da sua escola.</p>
      </div>
      {joined && user ? (
        <Joined membership={joined.membership} message={joined.message} userId={user.id} />
      ) : (
        <>
          <WhatTheTeacherSees />
          {status === 'checking' && <Spinner label="Verificando a sua conta..." />}
          {status === 'anonymous' && <SignInFirst code={code} />}
          {status === 'authenticated' && <JoinForm initialCode={code} onJoined={(membership, message) => setJoined({ membership, message })} />}
        </>
      )}
    </Card>
  );
}
