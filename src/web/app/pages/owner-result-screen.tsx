import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OwnerResult } from '../../../shared/contracts/quiz.contract';
import { PaymentModal } from '../../features/payment/components/payment-modal';
import { ResultScreen } from '../../features/results/components/result-screen';
import { useSession } from '../../lib/session';

/**
 * The owner's result with its unlock flow. The results and payment features
 * never import each other, so the page layer joins them: FREE opens the
 * payment modal; a confirmed payment refreshes the user (canAccessCurriculum)
 * and the result, then goes to /results.
 */
export function OwnerResultScreen({ result }: { result: OwnerResult }) {
  const [paying, setPaying] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refreshUser } = useSession();

  const onPaid = useCallback(() => {
    setPaying(false);
    void refreshUser();
    void queryClient.invalidateQueries({ queryKey: ['results'] });
    navigate('/results');
  }, [navigate, queryClient, refreshUser]);

  return (
    <>
      <ResultScreen result={result} viewer="owner" onUnlock={() => setPaying(true)} />
      {result.reportStatus === 'FREE' && <PaymentModal attemptId={result.attemptId} open={paying} onOpenChange={setPaying} onPaid={onPaid} />}
    </>
  );
}
