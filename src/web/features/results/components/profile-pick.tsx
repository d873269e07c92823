import { useId, useState } from 'react';
import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { PICK_QUESTION } from '../../../../shared/content/personal/report-phrases';
import { RESULT_MESSAGES } from '../../../../shared/contracts/results.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { userMessage } from '../../../lib/api-client';
import { useProfilePick } from '../hooks/use-profile-pick';

const SAVE_FAILED = 'Não foi possível salvar a sua escolha. Tente de novo.';

/**
 * "Qual destes parece mais com você?" after a perfil misto's cards (issue 25):
 * the owner picks one of its profiles; the report then opens with it. Stored
 * apart from the scores, never changing a percentage, and changeable.
 */
export function ProfilePick({ result }: { result: Pick<OwnerResult, 'attemptId' | 'mixedProfiles' | 'personal'> }) {
  const headingId = useId();
  const helpId = useId();
  const pick = useProfilePick(result.attemptId);
  const picked = result.personal?.pick ?? null;
  const nameOf = (id: number | null) => result.mixedProfiles.find((profile) => profile.profileId === id)?.name ?? '';
  const [choice, setChoice] = useState(nameOf(picked));
  const [saved, setSaved] = useState<string | null>(null);
  const chosenId = result.mixedProfiles.find((profile) => profile.name === choice)?.profileId ?? null;

  function save(profileId: number | null) {
    setSaved(null);
    pick.mutate(profileId, {
      onSuccess: () => {
        setChoice(nameOf(profileId));
        setSaved(profileId === null ? RESULT_MESSAGES.pickCleared : `${RESULT_MESSAGES.pickSaved} ${nameOf(profileId)} vem primeiro.`);
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {PICK_QUESTION.title}
      </h2>
      <p id={helpId} className="mt-1 text-sm text-slate-700">
        {PICK_QUESTION.help}
      </p>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosenId !== null) save(chosenId);
        }}
      >
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={helpId}
          options={result.mixedProfiles.map((profile) => profile.name)}
          value={choice}
          onChange={setChoice}
          disabled={pick.isPending}
        />
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" loading={pick.isPending} disabled={chosenId === null || chosenId === picked}>
            Salvar escolha
          </Button>
          {picked !== null && (
            <Button variant="ghost" onClick={() => save(null)} disabled={pick.isPending}>
              {PICK_QUESTION.clear}
            </Button>
          )}
        </div>
        <div role="status" className="mt-3 text-sm font-semibold text-green-800">
          {saved}
        </div>
        {pick.isError && <Alert tone="error">{userMessage(pick.error, SAVE_FAILED)}</Alert>}
      </form>
    </section>
  );
}
