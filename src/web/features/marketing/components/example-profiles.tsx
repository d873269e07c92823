import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useExampleProfiles } from '../api/use-example-profiles';

/** The first sentence of a profile description: enough for a preview. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return match ? match[0] : text;
}

export function ExampleProfiles() {
  const examples = useExampleProfiles();
  if (examples.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-800">
        <Spinner label="Carregando exemplos..." />
      </div>
    );
  }
  if (examples.isError) {
    return (
      <div className="mt-5 space-y-3">
        <Alert tone="error">Não foi possível carregar os exemplos agora.</Alert>
        <Button variant="secondary" onClick={() => void examples.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <ul className="mt-5 grid gap-4">
      {examples.data.map((profile) => (
        <li key={profile.id} className="rounded-2xl border-l-[6px] bg-white p-4 ring-1 ring-slate-200 sm:p-5" style={{ borderLeftColor: profile.color }}>
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl text-2xl"
              style={{ backgroundColor: `${profile.color}1f` }}
            >
              {profile.icon}
            </span>
            <div>
              <h3 className="text-lg font-bold" style={{ color: profile.color }}>
                {profile.name}
              </h3>
              <p className="text-sm text-slate-700">
                Nome de carreira: <strong className="text-slate-900">{profile.careerName}</strong>
              </p>
            </div>
          </div>
          <p className="mt-3 text-slate-800">{firstSentence(profile.description)}</p>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Algumas carreiras que combinam:</span>{' '}
            {profile.careers
              .slice(0, 3)
              .map((career) => career.name)
              .join(', ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
