import type { ReactNode } from 'react';
import styles from './directory.module.css';

/** The error and empty states of the directory, centred where the cards would be. */
export function DirectoryMessage({ title, children, role }: { title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div role={role} className={`${styles.panel} ${styles.message}`}>
      <p className={styles.messageTitle}>{title}</p>
      {children}
    </div>
  );
}
