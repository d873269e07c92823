import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '../../../../shared/domain/email';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { staffApi } from '../api/staff-api';
import { staffKeys } from '../hooks/staff-query-keys';
import { OrderFields } from './order-fields';
import { QueryView } from './query-view';
import { RefundList } from './refund-list';
import { SchoolOrdersList } from './school-orders-list';

/** Orders by e-mail or order id (the newest without a search), under the refund to-do list. */
function OrderSearch() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  // A search that finds someone is written to the audit log: reopening the tab shows the last answer instead of searching again.
  const orders = useQuery({ queryKey: staffKeys.ordersFor(q), queryFn: () => staffApi.orders(q), staleTime: 60_000 });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (next === q) void orders.refetch();
    else setQ(next);
  }

  return (
    <section aria-labelledby="pedidos-busca-titulo" className="space-y-4">
      <h3 id="pedidos-busca-titulo" className="text-lg font-semibold text-slate-900">
        Buscar pedidos
      </h3>
      <form role="search" aria-label="Buscar pedidos" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="E-mail ou número do pedido"
          name="staffOrderSearch"
          type="search"
          className="min-w-0 flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={EMAIL_MAX_LENGTH}
          hint="Sem busca, aparecem os pedidos mais recentes."
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" loading={orders.isFetching} className="sm:mb-6">
          Buscar
        </Button>
      </form>
      <QueryView query={orders}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-700">Nenhum pedido encontrado.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700" aria-live="polite">
                {list.length === 1 ? '1 pedido' : `${list.length} pedidos`}
                {q ? ` para “${q}”` : ', os mais recentes'}
              </p>
              <ul className="space-y-3">
                {list.map((order) => (
                  <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-4">
                    <OrderFields order={order} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </section>
  );
}

export function OrdersSection() {
  return (
    <div className="space-y-10">
      <RefundList />
      <OrderSearch />
      <SchoolOrdersList />
    </div>
  );
}
