import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { APP_ROUTES, classPath } from '../../../../shared/constants/app-routes';
import { CLASS_GRADE_LABELS, type ClassDetail, type ClassSummary } from '../../../../shared/contracts/schools.contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { classesApi, classesKeys } from '../api/classes';
import { ClassForm } from './class-form';

const LOAD_FAILED = 'Não foi possível carregar as suas turmas. Tente novamente.';

/** "1 estudante", "12 estudantes". */
export function studentsCount(count: number): string {
  return count === 1 ? '1 estudante' : `${count} estudantes`;
}

export const CLASS_STATUS_LABELS: Record<ClassSummary['status'], string> = { open: 'Aberta', closed: 'Encerrada' };

function ClassItem({ item }: { item: ClassSummary }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <Link to={classPath(item.id)} className="text-lg font-semibold break-words text-brand-800 underline-offset-2 hover:underline">
        {item.name}
      </Link>
      <p className="mt-1 text-slate-700">
        {CLASS_GRADE_LABELS[item.grade]} · {item.year}
      </p>
      <p className="text-sm break-words text-slate-700">{item.school}</p>
      <p className="mt-1 text-sm text-slate-700">
        {studentsCount(item.members)} · {CLASS_STATUS_LABELS[item.status]}
      </p>
    </li>
  );
}

/** Someone who is not an approved educator: what the page is for, and where to ask for the access. */
function NotEducator({ pending }: { pending: boolean }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">Turmas são para educadores</h2>
      <p className="mt-2 text-slate-700">
        Aqui professores e orientadores criam turmas de Projeto de Vida. Os estudantes entram com um código e fazem o teste.
      </p>
      <p className="mt-2 text-slate-700">
        {pending
          ? 'O seu pedido de acesso de educador(a) está em análise. Quando a equipe aprovar, você cria as suas turmas aqui.'
          : 'Para criar turmas, peça o acesso em "Sou educador(a)", no seu perfil. A nossa equipe confere o pedido.'}
      </p>
      <Link to={APP_ROUTES.account} className={buttonClasses('secondary', 'mt-4')}>
        Ir para o meu perfil
      </Link>
      <p className="mt-4 text-sm text-slate-700">
        É estudante e tem um código?{' '}
        <Link to={APP_ROUTES.joinClass} className="font-semibold text-brand-800 underline">
          Entrar numa turma
        </Link>
      </p>
    </Card>
  );
}

function EducatorClasses({ school, onCreated }: { school: string; onCreated: (created: ClassDetail, message: string) => void }) {
  const classes = useQuery({ queryKey: classesKeys.list, queryFn: classesApi.list });
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-6">
      <Card>
        {creating ? (
          <ClassForm school={school} onCreated={onCreated} onCancel={() => setCreating(false)} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">Crie uma turma e compartilhe o código com os estudantes.</p>
            <Button onClick={() => setCreating(true)}>Nova turma</Button>
          </div>
        )}
      </Card>
      <section aria-labelledby="turmas-lista" className="space-y-3">
        <h2 id="turmas-lista" className="text-xl font-semibold text-slate-900">
          Suas turmas
        </h2>
        {classes.isPending && <Spinner label="Carregando as turmas..." />}
        {classes.isError && <Alert tone="error">{userMessage(classes.error, LOAD_FAILED)}</Alert>}
        {classes.isSuccess &&
          (classes.data.length === 0 ? (
            <p className="text-slate-700">Você ainda não tem turmas. Comece por "Nova turma".</p>
          ) : (
            <ul className="space-y-3">
              {classes.data.map((item) => (
                <ClassItem key={item.id} item={item} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

/**
 * '/turmas' (issue 30 item 2, decision 0195): an approved educator's classes and "Nova turma"; anyone else reads
 * what the page is for and how to ask for the educator access.
 */
export function ClassesScreen({ onCreated }: { onCreated: (created: ClassDetail, message: string) => void }) {
  const status = useQuery({ queryKey: classesKeys.educatorStatus, queryFn: classesApi.educatorStatus });
  if (status.isPending) return <Spinner label="Carregando..." />;
  if (status.isError) return <Alert tone="error">{userMessage(status.error, LOAD_FAILED)}</Alert>;
  if (!status.data.isEducator) return <NotEducator pending={status.data.request?.status === 'pending'} />;
  return <EducatorClasses school={status.data.request?.school ?? ''} onCreated={onCreated} />;
}
