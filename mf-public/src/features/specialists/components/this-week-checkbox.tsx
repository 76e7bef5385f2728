import { useState } from 'react';
import styles from './directory.module.css';

/**
 * 'Disponible esta semana'. The box shows the tick at once: the URL it writes to changes a moment later (a router
 * navigation), and a box drawn only from the URL would untick itself until then.
 */
export function ThisWeekCheckbox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const [shown, setShown] = useState(checked);
  const [seen, setSeen] = useState(checked);
  if (checked !== seen) {
    setSeen(checked);
    setShown(checked);
  }
  return (
    <label className={styles.check} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setShown(next);
          onChange(next);
        }}
      />
      Disponible esta semana
    </label>
  );
}
