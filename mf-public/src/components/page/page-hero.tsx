import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The banner that opens every inner public page; plain CSS, so the directory draws it without Chakra. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`em-container ${styles.inner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
