import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SafetyFlagCount } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { SAFETY_FLAGS_CHANGED_EVENT } from '@emind/web-session/safety-flags-changed';

export const getSafetyFlagCount = (): Promise<SafetyFlagCount> => apiRequest<SafetyFlagCount>('/measures/flags/count/');

/**
 * A psychologist's unreviewed safety flags, for the bar: asked on each page they open and when a flag is marked
 * reviewed (one indexed count, naming no one). The bar mounts it for psychologists only.
 */
export function useSafetyFlagCount(): number {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    const load = () =>
      void getSafetyFlagCount().then(
        (answer) => live && setCount(answer.count),
        // The count is a pointer to the home, which shows the flags itself: a failed ask keeps the last one.
        () => undefined,
      );
    load();
    window.addEventListener(SAFETY_FLAGS_CHANGED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(SAFETY_FLAGS_CHANGED_EVENT, load);
    };
  }, [pathname]);
  return count;
}
