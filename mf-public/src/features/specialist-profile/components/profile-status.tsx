import { Link as RouterLink } from 'react-router-dom';
import { Loader } from '@emind/web-ui/static';
import { paths } from '../../../config/paths';
import styles from './profile.module.css';

/** A screen tall, so the footer waits below the fold instead of jumping down when the profile arrives (CLS). */
export function ProfileLoading() {
  return <Loader label="Cargando perfil del especialista..." className={styles.loading} />;
}

function StatusCard({ title, text, role }: { title: string; text: string; role?: 'alert' }) {
  return (
    <div className={styles.status} role={role}>
      <h1 className={styles.name}>{title}</h1>
      <p className={styles.statusText}>{text}</p>
      <RouterLink to={paths.specialists.getHref()} className="em-button em-button-pill em-button-solid">
        Ver otros especialistas
      </RouterLink>
    </div>
  );
}

export function ProfileLoadError() {
  return (
    <StatusCard
      role="alert"
      title="No se pudo cargar el perfil"
      text="No se pudo cargar la información del especialista. Por favor, intenta de nuevo más tarde."
    />
  );
}

/** decisions.md: an unverified profile leaks no details, only this screen. */
export function ProfileUnavailable() {
  return (
    <StatusCard
      title="Especialista no disponible"
      text="Este especialista no está disponible actualmente. Por favor, consulta nuestro directorio de especialistas verificados."
    />
  );
}
