import { useState } from 'react';
import { Link } from '../../../lib/navigation';
import type { generateFromProfileContract } from '../../../../shared/contracts/curriculum.contract';
import type { ContractData } from '../../../../shared/contracts/contract';
import { CURRICULUM_MESSAGES } from '../../../../shared/curriculum/rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError, userMessage } from '../../../lib/api-client';
import { curriculumApi } from '../api/curriculum-api';

export type ProfileSeedResult = ContractData<typeof generateFromProfileContract>;

/**
 * 'Usar meu resultado do teste' (spec §7 generate-from-profile): seeds the
 * objective, differentials and skills from the dominant profile. An objective
 * the user already wrote is replaced only if they say so.
 */
export function UseTestResult({
  objectiveWritten,
  onSeeded,
}: {
  objectiveWritten: boolean;
  /** `replaced`: the user agreed to replace their objective (or had none). */
  onSeeded: (result: ProfileSeedResult, replaced: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [quizMissing, setQuizMissing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function generate(overwriteObjective: boolean) {
    setAsking(false);
    setError(null);
    setQuizMissing(false);
    setDone(null);
    setNote(null);
    setLoading(true);
    try {
      const result = await curriculumApi.generateFromProfile(overwriteObjective);
      onSeeded(result, overwriteObjective || !objectiveWritten);
      if (overwriteObjective || !objectiveWritten) setNote(result.seed.objectiveNote);
      setDone(
        `Pronto! Usamos o seu perfil ${result.seed.profileName} para sugerir ${overwriteObjective || !objectiveWritten ? 'objetivo, ' : ''}diferenciais e habilidades. Revise e ajuste com as suas palavras.`,
      );
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) setQuizMissing(true);
      else setError(userMessage(caught, CURRICULUM_MESSAGES.generateError));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-700/20">
      <p className="text-sm text-brand-900">Sem ideias? O resultado do seu teste sugere um objetivo, diferenciais e habilidades.</p>
      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        loading={loading}
        onClick={() => (objectiveWritten ? setAsking(true) : void generate(false))}
      >
        Usar meu resultado do teste
      </Button>
      <div className="mt-3 space-y-2 empty:hidden">
        {done && <Alert tone="success">{done}</Alert>}
        {note && <Alert tone="info">{note}</Alert>}
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
        description="Você já escreveu um objetivo. Diferenciais e habilidades só são sugeridos onde estiver vazio."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void generate(false)}>
            Manter o meu
          </Button>
          <Button onClick={() => void generate(true)}>Substituir</Button>
        </div>
      </Modal>
    </div>
  );
}
