import { useState } from 'react';
import styles from './specialist-photo.module.css';

interface SpecialistPhotoProps {
  src: string | null | undefined;
  name: string;
  /** Diameter in rem. */
  sizeRem: number;
}

/** The specialist's photo, or a neutral placeholder when there is none or it fails to load. */
export function SpecialistPhoto({ src, name, sizeRem }: SpecialistPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = { width: `${sizeRem}rem`, height: `${sizeRem}rem` };
  if (!src || failedSrc === src) {
    return (
      <div className={`${styles.photo} ${styles.placeholder}`} style={size} data-testid="photo-placeholder" role="img" aria-label={`Foto de ${name} no disponible`}>
        <svg width="55%" height="55%" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 21c0-4.4 3.8-7.5 8.5-7.5s8.5 3.1 8.5 7.5z" />
        </svg>
      </div>
    );
  }
  return <img src={src} alt={`Foto de ${name}`} className={styles.photo} style={size} onError={() => setFailedSrc(src)} />;
}
