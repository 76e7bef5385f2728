import { use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Toaster } from 'react-hot-toast';
import { createdSystem, loadSystem } from './theme.ts';
// Chakra's page-wide styles (reset, global rules, the tokens' variables), compiled ahead of time: see theme.ts.
import './chakra-global.css';

/** Spec 1 §9: error and blank 4 s (the duration below), success 2 s, loading until dismissed. */
const toastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

// Below the sticky navigation bar (its height and bottom border), so a toast never covers the account menu.
const toastContainerStyle = { top: 'calc(var(--em-navbar-height) + 1px + 0.75rem)' };

// A page may hold several UI scopes (the navbar's menu and the page, each loaded when needed), but toasts must
// show once: the oldest mounted scope draws them. This module is a shared singleton, so the list is the page's.
const scopes: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

function useDrawsToasts(): boolean {
  const [scope] = useState(() => Symbol('ui scope'));
  useEffect(() => {
    scopes.push(scope);
    notify();
    return () => {
      scopes.splice(scopes.indexOf(scope), 1);
      notify();
    };
  }, [scope]);
  return useSyncExternalStore(subscribe, () => scopes[0] === scope);
}

/** Chakra's system for the components below it, and the page's toasts. */
export function UiProvider({ children }: { children: ReactNode }) {
  const drawsToasts = useDrawsToasts();
  const system = createdSystem() ?? use(loadSystem());
  return (
    <ChakraProvider value={system}>
      {children}
      {drawsToasts && <Toaster position="top-right" toastOptions={toastOptions} containerStyle={toastContainerStyle} />}
    </ChakraProvider>
  );
}
