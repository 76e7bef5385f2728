import type { ReactNode } from 'react';
import styles from './profile.module.css';

export function ProfileSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  return (
    <section aria-labelledby={headingId} id={id} className={styles.card}>
      <h2 className={styles.sectionTitle} id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
