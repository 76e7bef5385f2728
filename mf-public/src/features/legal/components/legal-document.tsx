import type { ReactNode } from 'react';
import { crisisNumberParts } from '@emind/domain/measures';
import type { LegalSection } from '../content/legal-section';
import styles from './legal.module.css';

interface LegalDocumentProps {
  sections: LegalSection[];
  header?: ReactNode;
}

/** Numbered sections, readable on screen and on paper. */
export function LegalDocument({ sections, header }: LegalDocumentProps) {
  return (
    <div className={`em-container ${styles.document}`}>
      {header}
      <ol className={styles.sections}>
        {sections.map((section, index) => (
          <li key={section.title} className={styles.section}>
            <h2 className={styles.title}>{`${index + 1}. ${section.title}`}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {/* A help line's number is a tap to call on a phone. */}
                {crisisNumberParts(paragraph).map((part, index) => (part.href ? <a key={index} href={part.href} className={styles.phone}>{part.text}</a> : part.text))}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
