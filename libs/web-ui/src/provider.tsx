import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Toaster } from 'react-hot-toast';
import { system } from './theme.ts';

/** Spec 1 §9: error 4 s, success 2 s, blank 4 s, loading until dismissed. */
const toastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster position="top-right" toastOptions={toastOptions} />
    </ChakraProvider>
  );
}
