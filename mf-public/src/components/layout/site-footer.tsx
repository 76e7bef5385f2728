import { Link as RouterLink } from 'react-router-dom';
import { contactChannels } from '../../config/contact-channels';
import { paths } from '../../config/paths';
import { InstagramIcon, MailIcon, WhatsappIcon } from '../icons/channel-icons';
import styles from './site-footer.module.css';

const pageLinks = [
  { label: 'Quiénes somos', href: paths.about.getHref() },
  { label: 'Preguntas frecuentes', href: paths.faq.getHref() },
  { label: 'Contacto', href: paths.contact.getHref() },
];

const legalLinks = [
  { label: 'Términos y condiciones', href: paths.terms.getHref() },
  { label: 'Política de privacidad', href: paths.privacy.getHref() },
];

/** Rendered inside the shell's <main>, where a bare <footer> is no landmark: hence the explicit role. */
export function SiteFooter() {
  return (
    <footer role="contentinfo" className={styles.footer}>
      <div className="em-container">
        <div className={styles.columns}>
          <div className={styles.column}>
            <p className={styles.brand}>e-mind</p>
            <p className={styles.blurb}>
              Terapia psicológica online con psicólogos certificados, sesiones flexibles y precios accesibles.
            </p>
          </div>
          <nav className={styles.column} aria-label="Enlaces del sitio">
            <p className={styles.title}>Explora</p>
            {pageLinks.map((item) => (
              <RouterLink key={item.href} to={item.href} className={styles.link}>
                {item.label}
              </RouterLink>
            ))}
          </nav>
          <div className={styles.column}>
            <p className={styles.title}>Contáctanos</p>
            <a href={`mailto:${contactChannels.email}`} className={styles.link}>
              <MailIcon /> {contactChannels.email}
            </a>
            <a href={contactChannels.whatsappUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <WhatsappIcon /> WhatsApp {contactChannels.whatsappDisplay}
            </a>
            <a href={contactChannels.instagramUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <InstagramIcon /> Instagram {contactChannels.instagramHandle}
            </a>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.small}>© {new Date().getFullYear()} e-mind. Todos los derechos reservados.</p>
          <div className={styles.legal}>
            {legalLinks.map((item) => (
              <RouterLink key={item.href} to={item.href} className={styles.link}>
                {item.label}
              </RouterLink>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
