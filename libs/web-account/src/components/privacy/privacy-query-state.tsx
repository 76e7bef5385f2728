import type { ReactNode } from 'react';
import { HStack, Spinner, Text } from '@emind/web-ui';
import { LoadError } from '@emind/web-ui/lists';

interface PrivacyQueryStateProps {
  isPending: boolean;
  isError: boolean;
  loadingLabel: string;
  errorLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Each section loads on its own: a spinner, an error with 'Reintentar', or its content. */
export function PrivacyQueryState({ isPending, isError, loadingLabel, errorLabel, onRetry, children }: PrivacyQueryStateProps) {
  if (isPending) {
    return (
      <HStack gap={3} py={4}>
        <Spinner size="sm" colorPalette="brand" />
        <Text>{loadingLabel}</Text>
      </HStack>
    );
  }
  if (isError) {
    return (
      <LoadError message={errorLabel} onRetry={onRetry} />
    );
  }
  return children;
}
