import styles from './remote-error.module.css';

export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <h2>No pudimos cargar esta sección</h2>
      <p>Revisa tu conexión e intenta nuevamente. El resto del sitio sigue disponible.</p>
      <button type="button" className="em-button em-button-solid" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
