import { useEffect } from 'react';

export const REFRESH_DATA_EVENT = 'refresh-data';

/** Spec 3 §8: a `refresh-data` window event naming this module (detail `{module: 'patients'}`) reloads it. */
export function useRefreshEvent(module: string, onRefresh: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ module?: string } | undefined>).detail;
      if (!detail?.module || detail.module === module) onRefresh();
    };
    window.addEventListener(REFRESH_DATA_EVENT, listener);
    return () => window.removeEventListener(REFRESH_DATA_EVENT, listener);
  }, [module, onRefresh]);
}
