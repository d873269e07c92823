import { useEffect } from 'react';
import { LandingHero } from '../../features/marketing/components/landing-hero';
import { BenefitsSection, FinalCtaSection, PlansSection, StepsSection } from '../../features/marketing/components/landing-sections';
import { usePublicPageMeta } from '../../lib/page-meta';

export function HomePage() {
  usePublicPageMeta('/');
  // Spec §2: the landing always opens at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <LandingHero />
      <BenefitsSection />
      <StepsSection />
      <PlansSection />
      <FinalCtaSection />
    </>
  );
}
