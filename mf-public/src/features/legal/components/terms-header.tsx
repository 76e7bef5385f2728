import { formatLongDate } from '@emind/domain';
import styles from './legal.module.css';

export function TermsHeader() {
  return (
    <div className={styles.header}>
      <p className={styles.updated}>Última actualización: {formatLongDate(new Date())}</p>
      <button type="button" className={`em-button em-button-pill em-button-brand-outline ${styles.print}`} onClick={() => window.print()}>
        Imprimir términos
      </button>
    </div>
  );
}
