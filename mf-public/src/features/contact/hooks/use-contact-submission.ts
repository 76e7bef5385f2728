import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9: the success message stays 5 s; the form stays locked 3 s after each attempt. */
export const CONTACT_SUCCESS_MS = 5000;
export const CONTACT_LOCK_MS = 3000;

export type ContactPhase = 'idle' | 'sending' | 'success';

/** The contact form's timeline: idle → sending → success (5 s) → idle, with a 3 s lock after each attempt. */
export function useContactSubmission() {
  const [phase, setPhase] = useState<ContactPhase>('idle');
  const [locked, setLocked] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  const begin = useCallback(() => {
    setPhase('sending');
    setLocked(true);
  }, []);

  const finish = useCallback(
    (succeeded: boolean) => {
      setPhase(succeeded ? 'success' : 'idle');
      later(() => setLocked(false), CONTACT_LOCK_MS);
      if (succeeded) later(() => setPhase('idle'), CONTACT_SUCCESS_MS);
    },
    [later],
  );

  return { phase, locked, begin, finish };
}
