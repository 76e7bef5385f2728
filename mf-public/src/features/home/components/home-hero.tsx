import { useMatchMedia } from '@emind/web-ui/static';
import { HeroCta } from './hero-cta';
import { HeroHighlights } from './hero-highlights';
import { HeroIllustration } from './hero-illustration';
import styles from './home.module.css';

const title = 'Terapia online con psicólogos certificados';
const lead =
  'Agenda sesiones por videollamada en el horario que te acomode, con profesionales verificados y precios accesibles, desde cualquier lugar de Chile.';

/** Spec 1: the hero has a mobile and a desktop variant, switched below 768 px. */
export function HomeHero() {
  const desktop = useMatchMedia('(min-width: 768px)');
  return (
    <section className={styles.hero}>
      <div className={styles.heroBubble} aria-hidden />
      {desktop ? <DesktopHero /> : <MobileHero />}
    </section>
  );
}

function DesktopHero() {
  return (
    <div className={`em-container ${styles.heroDesktop}`} data-testid="hero-desktop">
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroLead}>{lead}</p>
        <HeroHighlights />
        <HeroCta />
      </div>
      <div className={styles.heroArt}>
        <HeroIllustration />
      </div>
    </div>
  );
}

function MobileHero() {
  return (
    <div className={`em-container ${styles.heroMobile}`} data-testid="hero-mobile">
      <HeroIllustration size={260} />
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroLead}>{lead}</p>
      <HeroHighlights />
      <HeroCta />
    </div>
  );
}
