import type { CareerSuggestion } from '../../../../shared/content/careers/career-view';
import type { FreeProfileView } from '../../../../shared/content/profile-views';
import { SharedCareers } from './careers-section';

function ListBlock({ title, items, color }: { title: string; items: readonly string[]; color: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The free profile content: motivation, values, traits, strengths and tips (the body of the "Sobre o perfil"
 * section), and on a shared result the careers of its top profiles (names and day to day). The owner's careers,
 * written for them, have a section of their own (careers-section.tsx), so `careers` is empty there.
 */
export function ProfileDetails({ profile, careers }: { profile: FreeProfileView; careers: ReadonlyArray<Pick<CareerSuggestion, 'id' | 'name' | 'dayToDay'>> }) {
  return (
    <>
      <p className="text-slate-800">{profile.description}</p>
      <div className="mt-6 rounded-xl bg-slate-100 p-4">
        <h3 className="font-semibold text-slate-900">O que move esse perfil</h3>
        <p className="mt-1 text-slate-800">{profile.motivation}</p>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ListBlock title="Valores" items={profile.coreValues} color={profile.color} />
        <ListBlock title="Traços de personalidade" items={profile.personalityTraits} color={profile.color} />
        <ListBlock title="Pontos fortes" items={profile.strengths} color={profile.color} />
        <ListBlock title="Dicas" items={profile.tips} color={profile.color} />
      </div>
      {careers.length > 0 && (
        <div className="mt-8">
          <h3 className="mb-3 text-lg font-semibold text-slate-900">Carreiras que combinam</h3>
          <SharedCareers careers={careers} />
        </div>
      )}
    </>
  );
}
