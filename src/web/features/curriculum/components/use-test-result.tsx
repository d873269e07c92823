import { useState } from 'react';
import { Link } from '../../../lib/navigation';
import type { ProfileSeed } from '../../../../shared/contracts/curriculum.contract';
import { CURRICULUM_MESSAGES } from '../../../../shared/curriculum/rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError, userMessage } from '../../../lib/api-client';
import { curriculumApi } from '../api/curriculum-api';
import { SuggestionChips } from './suggestion-chips';

/** A list the suggestions add to, one pick at a time. */
export interface PickTarget {
  isUsed: (text: string) => boolean;
  onAdd: (text: string) => void;
}

/**
 * 'Usar meu resultado do teste' (spec §7 generate-from-profile; issue 29, decision 0193): suggestions from the
 * dominant profile to pick from, never a bulk fill. Each chip adds one differential or one skill where it belongs;
 * the objective is used only when asked (and replaces one already written only after confirming). Nothing is saved
 * until the person saves. The seed is held by the screen, so each section shows its own part of it.
 */
export function UseTestResult({
  seed,
  onLoaded,
  objective,
  differentials,
  skills,
}: {
  seed: ProfileSeed | null;
  onLoaded: (seed: ProfileSeed) => void;
  objective?: { written: boolean; onUse: (text: string) => void };
  differentials?: PickTarget;
  skills?: PickTarget;
}) {
  const [asking, setAsking] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quizMissing, setQuizMissing] = useState(false);
  const [objectiveUsed, setObjectiveUsed] = useState(false);

  async function load() {
    setError(null);
    setQuizMissing(false);
    setLoading(true);
    try {
      onLoaded((await curriculumApi.generateFromProfile()).seed);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) setQuizMissing(true);
      else setError(userMessage(caught, CURRICULUM_MESSAGES.generateError));
    } finally {
      setLoading(false);
    }
  }

  function applyObjective() {
    if (!seed || !objective) return;
    setAsking(false);
    objective.onUse(seed.objective);
    setObjectiveUsed(true);
  }

  const what = [objective && 'um objetivo', differentials && 'diferenciais', skills && 'habilidades']
    .filter(Boolean)
    .join(', ')
    .replace(/, ([^,]*)$/, ' e $1');

  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-700/20">
      {seed === null ? (
        <>
          <p className="text-sm text-brand-900">Sem ideias? O resultado do seu teste sugere {what}. Você escolhe o que entra.</p>
          <Button variant="secondary" className="mt-3 w-full sm:w-auto" loading={loading} onClick={() => void load()}>
            Usar meu resultado do teste
          </Button>
        </>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-brand-900">
            Sugestões do seu perfil {seed.profileName}. Toque só nas que combinam com você: cada uma entra no currículo quando você toca nela.
          </p>
          {objective && (
            <div>
              <p className="text-sm font-medium text-slate-800">Objetivo sugerido:</p>
              <p className="mt-1 text-sm text-slate-900">{seed.objective}</p>
              {seed.objectiveNote && (
                <div className="mt-2">
                  <Alert tone="info">{seed.objectiveNote}</Alert>
                </div>
              )}
              <Button
                variant="secondary"
                className="mt-2 w-full sm:w-auto"
                disabled={objectiveUsed}
                onClick={() => (objective.written ? setAsking(true) : applyObjective())}
              >
                {objectiveUsed ? 'Objetivo usado' : 'Usar este objetivo'}
              </Button>
            </div>
          )}
          {differentials && <SuggestionChips title="Diferenciais sugeridos:" suggestions={seed.differentials} {...differentials} />}
          {skills && <SuggestionChips title="Habilidades sugeridas:" suggestions={seed.skills} {...skills} />}
        </div>
      )}
      <div className="mt-3 space-y-2 empty:hidden">
        {error && <Alert tone="error">{error}</Alert>}
        {quizMissing && (
          <Alert tone="error">
            {CURRICULUM_MESSAGES.quizRequired}{' '}
            <Link to="/assessment" className="font-semibold underline underline-offset-2">
              Fazer o teste
            </Link>
          </Alert>
        )}
      </div>
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title="Substituir seu objetivo pela sugestão?"
        description="Você já escreveu um objetivo. Ele será trocado pelo sugerido."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Manter o meu
          </Button>
          <Button onClick={applyObjective}>Substituir</Button>
        </div>
      </Modal>
    </div>
  );
}
