import type { User } from '../../../../shared/contracts/auth.contract';
import { formatCpf } from '../../../../shared/domain/cpf';
import { formatPhone } from '../../../../shared/domain/phone';

const STATUS_LABELS: Record<User['accountStatus'], string> = {
  Active: 'Ativa',
  Inactive: 'Inativa',
  Suspended: 'Suspensa',
  Pending: 'Pendente',
};

export function formatMemberSince(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export function ProfileOverview({ user }: { user: User }) {
  const days = user.daysWithUs === 0 ? 'Chegou hoje' : `${user.daysWithUs} ${user.daysWithUs === 1 ? 'dia' : 'dias'} com a gente`;
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">Status da conta</p>
          <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${user.isActive ? 'bg-green-600' : 'bg-amber-600'}`} />
            {STATUS_LABELS[user.accountStatus]}
          </p>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">Tempo de Rumo</p>
          <p className="mt-1 text-lg font-semibold text-slate-900">{days}</p>
          <p className="text-sm text-slate-600">Membro desde {formatMemberSince(user.memberSince)}</p>
        </div>
      </div>
      <dl className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {[
          ['Nome', user.name],
          ['Email', user.email],
          ['CPF', user.document ? formatCpf(user.document) : 'Não informado'],
          ['Telefone', user.phone ? formatPhone(user.phone) : 'Não informado'],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="break-all font-medium text-slate-900 sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
