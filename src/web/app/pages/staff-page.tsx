import { FullPageSpinner } from '../../components/ui/spinner';
import { StaffConsole } from '../../features/staff/components/staff-console';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

function StaffConsolePage({ isAdmin }: { isAdmin: boolean }) {
  useDocumentTitle('Equipe');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Equipe</h1>
        <p className="mt-1 text-slate-700">Pedidos e reembolsos, mensagens, números do teste e pedidos de dados (LGPD). Cada consulta fica registrada.</p>
      </div>
      <StaffConsole isAdmin={isAdmin} />
    </div>
  );
}

/**
 * /equipe: the staff console. Anyone without staff rights (anonymous
 * visitors included) sees exactly the "not found" page, as the server's 404
 * and the API's 404s say: nothing tells that a console exists.
 */
export function StaffPage() {
  const { status, user } = useSession();
  if (status === 'checking') return <FullPageSpinner label="Carregando..." />;
  if (user?.isStaff !== true) return <NotFoundPage />;
  return <StaffConsolePage isAdmin={user.role === 'ADMIN'} />;
}
