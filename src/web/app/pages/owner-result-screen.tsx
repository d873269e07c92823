import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from '../../lib/navigation';
import type { OwnerResult } from '../../../shared/contracts/quiz.contract';
import { ResultScreen } from '../../features/results/components/result-screen';
import { LifeStageForm } from '../../features/auth/components/life-stage-form';
import { useSession } from '../../lib/session';

/** The payment feature is a chunk of its own, fetched the first time the unlock button is pressed. */
const PaymentModal = lazy(async () => ({ default: (await import('../../features/payment/components/payment-modal')).PaymentModal }));

/**
 * The owner's result with its unlock flow. The results and payment features
 * never import each other, so the page layer joins them: FREE opens the
 * payment modal; a confirmed payment refreshes the user (canAccessCurriculum)
 * and the result, then goes to /results. The careers' stage-of-life questions
 * come from the auth feature, passed into the result's careers section.
 */
export function OwnerResultScreen({ result }: { result: OwnerResult }) {
  const [paying, setPaying] = useState(false);
  // Once opened, the modal stays mounted (closed), as before the split.
  const [payingOnce, setPayingOnce] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refreshUser } = useSession();

  const onPaid = useCallback(() => {
    setPaying(false);
    void refreshUser();
    void queryClient.invalidateQueries({ queryKey: ['results'] });
    void navigate('/results');
  }, [navigate, queryClient, refreshUser]);

  return (
    <>
      <ResultScreen
        result={result}
        viewer="owner"
        lifeStageSlot={<LifeStageForm variant="card" headingLevel={3} submitLabel="Ver meus próximos passos" />}
        onUnlock={() => {
          setPayingOnce(true);
          setPaying(true);
        }}
      />
      {result.reportStatus === 'FREE' && result.quality.conclusive && payingOnce && (
        <Suspense fallback={null}>
          <PaymentModal attemptId={result.attemptId} open={paying} onOpenChange={setPaying} onPaid={onPaid} />
        </Suspense>
      )}
    </>
  );
}
