import { PageHero } from '../../components/page/page-hero';
import { AboutPurpose } from '../../features/about/components/about-purpose';
import { AboutValues } from '../../features/about/components/about-values';

export function AboutRoute() {
  return (
    <>
      <PageHero eyebrow="Quiénes somos" title="Salud mental accesible para todo Chile" lead="Conectamos a personas con psicólogos certificados para que pedir ayuda sea simple, seguro y cercano." />
      <AboutPurpose />
      <AboutValues />
    </>
  );
}
