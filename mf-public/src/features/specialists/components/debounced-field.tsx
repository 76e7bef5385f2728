import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import styles from './directory.module.css';

const SETTLE_MS = 400;

interface DebouncedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  id: string;
  label: string;
  /** The value the URL holds. */
  value: string;
  /** Called once typing settles (or on Enter), with what was typed. */
  onCommit: (value: string) => void;
  error?: string | null;
}

/** A text field that searches when the person stops typing, not on every key (each change is a directory query). */
export function DebouncedField({ id, label, value, onCommit, error = null, ...input }: DebouncedFieldProps) {
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  // A change from outside (Limpiar filtros, the back button) replaces what the field shows; our own commit
  // arriving back through the URL does not (the person may have typed on meanwhile).
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setTyped(value);
  }
  // The latest callback, without restarting the wait when the parent renders (a loading list renders it often).
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);
  const commit = (text: string) => {
    setSent(text);
    commitRef.current(text);
  };
  useEffect(() => {
    if (typed === value || typed === sent) return undefined;
    const timer = setTimeout(() => {
      setSent(typed);
      commitRef.current(typed);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, sent]);
  const errorId = `${id}-error`;
  return (
    <div className="em-field">
      <label className="em-label" htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className={styles.input}
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && typed !== value) commit(typed);
        }}
      />
      {error ? <p id={errorId} className={styles.fieldError} role="alert">{error}</p> : null}
    </div>
  );
}
