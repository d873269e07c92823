import { APP_ROUTES } from '../../../shared/constants/app-routes';
import { LESSON_KIT, LESSON_KIT_LABELS } from '../../../shared/content/lesson-kit/lesson-kit';
import { LessonKitGuide } from '../../features/lesson-kit/components/lesson-kit-guide';
import { PageIntro } from '../../features/marketing/components/page-intro';
import { usePublicPageMeta } from '../../lib/page-meta';

/** /kit-projeto-de-vida: the lesson kit, public so that teachers read it before asking for access (decision 0198). */
export function LessonKitPage() {
  usePublicPageMeta(APP_ROUTES.lessonKit);
  return (
    <>
      <PageIntro eyebrow={LESSON_KIT_LABELS.kicker} title={LESSON_KIT.title}>
        {LESSON_KIT.intro.map((paragraph) => (
          <p key={paragraph} className="mt-2 first:mt-0">
            {paragraph}
          </p>
        ))}
      </PageIntro>
      <LessonKitGuide kit={LESSON_KIT} />
    </>
  );
}
