import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { PsychologistSection } from '../../features/home/components/psychologist-section';

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <PsychologistSection />
    </>
  );
}
