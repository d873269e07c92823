import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { APP_ROUTES } from '../../../../shared/constants/app-routes';
import { CLASS_GRADE_LABELS, SCHOOLS_MESSAGES, type Membership } from '../../../../shared/contracts/schools.contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { classesApi, classesKeys } from '../api/classes';
import { MembershipSwitch } from './membership-switch';

const LOAD_FAILED = 'Não foi possível carregar as suas turmas. Tente novamente.';
const LEAVE_FAILED = 'Não foi possível sair da turma. Tente novamente.';

function LeaveButton({ membership, onLeft }: { membership: Membership; onLeft: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const { message } = await classesApi.leave(membership.classId);
      setOpen(false);
      onLeft(message ?? SCHOOLS_MESSAGES.left);
    } catch (err) {
      setError(userMessage(err, LEAVE_FAILED));
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Sair da turma
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        dismissible={!pending}
        title={`Sair da turma ${membership.name}?`}
        description="Os seus dados saem dos números da turma. Para voltar, você vai precisar do código da turma."
      >
        {error && (
          <div className="mb-4">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={() => void confirm()} loading={pending}>
            Sim, sair da turma
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
            Cancelar
          </Button>
        </div>
      </Modal>
    </>
  );
}

function MembershipItem({ membership, onLeft }: { membership: Membership; onLeft: (message: string) => void }) {
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div>
        <h3 className="text-lg font-semibold break-words text-slate-900">{membership.name}</h3>
        <p className="text-slate-700">
          {CLASS_GRADE_LABELS[membership.grade]} · {membership.year}
        </p>
        <p className="text-sm break-words text-slate-700">{membership.school}</p>
        {membership.educatorName && <p className="text-sm break-words text-slate-700">Professor(a): {membership.educatorName}</p>}
        {membership.status === 'closed' && <p className="text-sm font-semibold text-slate-800">{SCHOOLS_MESSAGES.classClosed}</p>}
      </div>
      <MembershipSwitch membership={membership} />
      <LeaveButton membership={membership} onLeft={onLeft} />
    </li>
  );
}

/** "Minhas turmas" on /profile (issue 30 item 3): the classes the person joined, the switch of each, leaving, and joining one. */
export function MembershipsSection() {
  const queryClient = useQueryClient();
  const memberships = useQuery({ queryKey: classesKeys.memberships, queryFn: classesApi.memberships });
  const [left, setLeft] = useState<string | null>(null);
  return (
    <Card>
      <section aria-labelledby="minhas-turmas" className="space-y-4">
        <h2 id="minhas-turmas" className="text-xl font-semibold">
          Minhas turmas
        </h2>
        {memberships.isError && <Alert tone="error">{userMessage(memberships.error, LOAD_FAILED)}</Alert>}
        {left && <Alert tone="success">{left}</Alert>}
        {memberships.isSuccess &&
          (memberships.data.length === 0 ? (
            <p className="text-slate-700">Tem o código de uma turma da sua escola? Entre nela aqui.</p>
          ) : (
            <ul className="space-y-3">
              {memberships.data.map((membership) => (
                <MembershipItem
                  key={membership.classId}
                  membership={membership}
                  onLeft={(message) => {
                    setLeft(message);
                    queryClient.setQueryData<Membership[]>(classesKeys.memberships, (current) =>
                      current?.filter((item) => item.classId !== membership.classId),
                    );
                  }}
                />
              ))}
            </ul>
          ))}
        <Link to={APP_ROUTES.joinClass} className={buttonClasses('secondary')}>
          Entrar numa turma
        </Link>
      </section>
    </Card>
  );
}
