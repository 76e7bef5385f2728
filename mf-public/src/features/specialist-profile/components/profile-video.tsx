import { useState } from 'react';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

/** HTML5 video of the public media path; a load or playback error offers 'Reintentar', which reloads the file. */
export function ProfileVideo({ url }: { url: string | null }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return (
    <ProfileSection title="Video de presentación">
      {!url ? (
        <p className={styles.muted}>No hay video de presentación disponible</p>
      ) : failed ? (
        <div role="alert" className={styles.videoError}>
          <p className={styles.strong}>No se pudo cargar el video</p>
          <p className={`${styles.small} ${styles.muted}`}>Error al reproducir el video</p>
          <button type="button" className="em-button em-button-sm em-button-pill em-button-brand-outline" onClick={retry}>
            Reintentar
          </button>
        </div>
      ) : (
        <div className={styles.video}>
          <video key={attempt} src={url} controls preload="metadata" style={{ width: '100%', maxHeight: '480px' }} onError={() => setFailed(true)} data-testid="presentation-video">
            <track kind="captions" />
          </video>
        </div>
      )}
    </ProfileSection>
  );
}
