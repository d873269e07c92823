import type { PaymentReview, StaffOrder } from '../../../../shared/contracts/staff.contract';
import { formatPrice } from '../../../../shared/constants/price';
import { formatDateTime } from '../format';
import { GATEWAY_LABELS, ORDER_METHOD_LABELS, ORDER_STATUS_LABELS, PAYMENT_REVIEW_REASON_LABELS } from '../labels';
import { FieldList } from './query-view';

/** One order's data, as staff need it to find the payment at the gateway. */
export function OrderFields({ order }: { order: PaymentReview['order'] & { review?: StaffOrder['review'] } }) {
  const review = order.review;
  return (
    <FieldList
      fields={[
        ['Pedido', <span className="break-all font-mono text-xs">{order.id}</span>],
        ['E-mail', order.userEmail ?? 'Conta excluída (dados apagados)'],
        ['Forma', ORDER_METHOD_LABELS[order.method]],
        ['Valor', formatPrice(order.amountCents)],
        ['Situação', ORDER_STATUS_LABELS[order.status]],
        ['Gateway', GATEWAY_LABELS[order.gateway]],
        ['Pedido no gateway', order.gatewayOrderId ? <span className="break-all font-mono text-xs">{order.gatewayOrderId}</span> : '–'],
        ['Criado em', formatDateTime(order.createdAt)],
        ['Pago em', formatDateTime(order.paidAt)],
        ...(review
          ? ([
              [
                'Pendência',
                `${PAYMENT_REVIEW_REASON_LABELS[review.reason]}: ${review.resolvedAt ? `reembolso feito em ${formatDateTime(review.resolvedAt)}` : 'reembolso a fazer'}`,
              ],
            ] as const)
          : []),
      ]}
    />
  );
}
