import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from './home.module.css';

const benefits = [
  { title: 'Registro gratuito para pacientes', text: 'Tus pacientes crean su cuenta sin costo y te encuentran en el directorio.' },
  { title: 'Agendamiento automatizado 24/7', text: 'Publica tu disponibilidad y recibe reservas a cualquier hora, sin coordinar por mensajes.' },
  { title: 'Plataforma segura', text: 'Verificamos a cada profesional y cada sesión tiene su propio enlace de videollamada.' },
  { title: 'Datos protegidos', text: 'La información de salud se trata como dato sensible, conforme a la Ley 19.628.' },
];

export function PsychologistSection() {
  return (
    <section className={`${styles.section} ${styles.join}`} aria-labelledby="psychologist-title">
      <div className={`em-container ${styles.joinRow}`}>
        <div className={styles.joinText}>
          <p className={styles.eyebrow}>Para psicólogos</p>
          <h2 id="psychologist-title" className={styles.sectionTitle}>¿Eres psicólogo? Únete a e-mind</h2>
          <p className={styles.joinLead}>
            Haz crecer tu práctica clínica online. Nosotros nos encargamos de la agenda, los pagos y la visibilidad; tú, de tus pacientes.
          </p>
          <RouterLink
            to={paths.register.getHref()}
            state={{ userType: 'psychologist' }}
            className={`em-button em-button-lg em-button-pill ${styles.joinCta}`}
          >
            Regístrate como psicólogo
          </RouterLink>
        </div>
        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
