import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { STAFF_MESSAGES, type PaymentReview } from '../../../../shared/contracts/staff.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../format';
import { staffKeys } from '../hooks/staff-query-keys';
import { PAYMENT_REVIEW_REASON_LABELS } from '../labels';
import { OrderFields } from './order-fields';
import { QueryView } from './query-view';

/** Open reviews first (oldest first), then the resolved ones (latest first): the server's order, kept after a change made here. */
function toDoOrder(reviews: readonly PaymentReview[]): PaymentReview[] {
  const open = reviews.filter((r) => !r.resolvedAt).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const done = reviews.filter((r) => r.resolvedAt).sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? ''));
  return [...open, ...done];
}

function ReviewItem({ review, pending, onResolve }: { review: PaymentReview; pending: boolean; onResolve: () => void }) {
  const titleId = useId();
  const done = review.resolvedAt !== null;
  return (
    <li className={`space-y-3 rounded-xl border p-4 ${done ? 'border-green-700/30 bg-green-50/60' : 'border-amber-700/40 bg-white'}`}>
      <div>
        <h4 id={titleId} className="font-semibold text-slate-900">
          {PAYMENT_REVIEW_REASON_LABELS[review.reason]}
        </h4>
        <p className="text-sm text-slate-700">Registrada em {formatDateTime(review.createdAt)}</p>
      </div>
      {review.accountDeleted && (
        <p className="text-sm text-slate-700">A pessoa excluiu a conta: o pedido ficou guardado sem dados pessoais, e o reembolso ainda é devido.</p>
      )}
      <OrderFields order={review.order} />
      {review.paidByOrderId && (
        <p className="text-sm text-slate-700">
          Pedido que já tinha pago o resultado: <span className="break-all font-mono text-xs">{review.paidByOrderId}</span>
        </p>
      )}
      {done ? (
        <p className="font-semibold text-green-900">
          <span aria-hidden="true">✓ </span>Reembolso feito em {formatDateTime(review.resolvedAt)}
        </p>
      ) : (
        <Button variant="primary" loading={pending} aria-describedby={titleId} onClick={onResolve}>
          Marcar reembolso feito
        </Button>
      )}
    </li>
  );
}

/**
 * "Reembolsos a fazer": paid orders a person must handle (a second payment of
 * an already paid result, an amount or currency the gateway did not confirm).
 * Staff refund at the gateway, then mark it done here.
 */
export function RefundList() {
  const queryClient = useQueryClient();
  const reviews = useQuery({ queryKey: staffKeys.reviews, queryFn: staffApi.paymentReviews });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resolve = useMutation({
    mutationFn: staffApi.resolvePaymentReview,
    onMutate: () => setNotice(null),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<PaymentReview[]>(staffKeys.reviews, (current) => current?.map((r) => (r.id === data.review.id ? data.review : r)));
      // The order lists show the review too.
      void queryClient.invalidateQueries({ queryKey: staffKeys.orders });
      setNotice(message ?? STAFF_MESSAGES.reviewResolved);
      // The button is gone: focus goes to the confirmation, which is read out.
      requestAnimationFrame(() => noticeRef.current?.focus());
    },
  });

  return (
    <section aria-labelledby="reembolsos-titulo" className="space-y-4">
      <h3 id="reembolsos-titulo" className="text-lg font-semibold text-slate-900">
        Reembolsos a fazer
      </h3>
      {notice && (
        <Alert tone="success" ref={noticeRef} tabIndex={-1}>
          {notice}
        </Alert>
      )}
      {resolve.isError && <Alert tone="error">{userMessage(resolve.error, 'Não foi possível marcar o reembolso. Tente novamente.')}</Alert>}
      <QueryView query={reviews}>
        {(list) => (
          <>
            {!list.some((r) => !r.resolvedAt) && <p className="text-slate-700">Nenhum reembolso pendente.</p>}
            {list.length > 0 && (
              <ul className="space-y-3">
                {toDoOrder(list).map((review) => (
                  <ReviewItem
                    key={review.id}
                    review={review}
                    pending={resolve.isPending && resolve.variables === review.id}
                    onResolve={() => resolve.mutate(review.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
