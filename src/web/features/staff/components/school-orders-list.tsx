import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SCHOOL_LICENCE_MESSAGES, type StaffSchoolOrder } from '../../../../shared/contracts/school-licences.contract';
import { formatPrice } from '../../../../shared/constants/price';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { GATEWAY_LABELS, ORDER_METHOD_LABELS, ORDER_STATUS_LABELS, PAYMENT_REVIEW_REASON_LABELS } from '../labels';
import { FieldList, QueryView } from './query-view';

function SchoolOrderItem({ order, pending, onRefund }: { order: StaffSchoolOrder; pending: boolean; onRefund: () => void }) {
  const titleId = useId();
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h4 id={titleId} className="font-semibold text-slate-900">
        {order.className} · {order.school}
      </h4>
      <FieldList
        fields={[
          ['Pedido', <span className="break-all font-mono text-xs">{order.id}</span>],
          ['Educador(a)', order.educatorEmail ?? 'Conta excluída (pedido guardado sem dados pessoais)'],
          ['Pagador(a)', order.payerName ? `${order.payerName} (${order.payerDocumentType ?? ''})` : '–'],
          ['Vagas', String(order.seats)],
          ['Forma', ORDER_METHOD_LABELS[order.method]],
          ['Valor', formatPrice(order.amountCents)],
          ['Situação', ORDER_STATUS_LABELS[order.status]],
          ['Gateway', GATEWAY_LABELS[order.gateway]],
          ['Pedido no gateway', order.gatewayOrderId ? <span className="break-all font-mono text-xs">{order.gatewayOrderId}</span> : '–'],
          ['Criado em', formatDateTime(order.createdAt)],
          ['Pago em', formatDateTime(order.paidAt)],
          ...(order.reviewReason ? ([['Pendência', `${PAYMENT_REVIEW_REASON_LABELS[order.reviewReason]}: nenhuma vaga foi somada`]] as const) : []),
        ]}
      />
      {order.refundedAt ? (
        <p className="font-semibold text-green-900">
          <span aria-hidden="true">✓ </span>Reembolso feito em {formatDateTime(order.refundedAt)} ({order.refundedSeats ?? 0} vaga(s) livre(s) retirada(s) da
          turma)
        </p>
      ) : order.status === 'PAID' ? (
        <Button variant="secondary" loading={pending} aria-describedby={titleId} onClick={onRefund}>
          Marcar reembolso feito
        </Button>
      ) : null}
    </li>
  );
}

/**
 * "Pedidos de escolas" (decision 0197): the seats educators bought for their classes. Staff refund at the gateway,
 * then mark it here: the order's free seats leave the class; seats already used stay used.
 */
export function SchoolOrdersList() {
  const queryClient = useQueryClient();
  const orders = useQuery({ queryKey: staffKeys.schoolOrders, queryFn: () => staffApi.schoolOrders('') });
  const [notice, setNotice] = useState<string | null>(null);
  const refund = useMutation({
    mutationFn: staffApi.refundSchoolOrder,
    onMutate: () => setNotice(null),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<StaffSchoolOrder[]>(staffKeys.schoolOrders, (current) => current?.map((o) => (o.id === data.order.id ? data.order : o)));
      setNotice(message ?? SCHOOL_LICENCE_MESSAGES.refunded);
    },
  });

  return (
    <section aria-labelledby="pedidos-escolas-titulo" className="space-y-4">
      <h3 id="pedidos-escolas-titulo" className="text-lg font-semibold text-slate-900">
        Pedidos de escolas
      </h3>
      {notice && (
        <div role="status">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {refund.isError && <Alert tone="error">{userMessage(refund.error, 'Não foi possível marcar o reembolso. Tente novamente.')}</Alert>}
      <QueryView query={orders}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-700">Nenhum pedido de escola ainda.</p>
          ) : (
            <ul className="space-y-3">
              {list.map((order) => (
                <SchoolOrderItem
                  key={order.id}
                  order={order}
                  pending={refund.isPending && refund.variables === order.id}
                  onRefund={() => refund.mutate(order.id)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
