import type { ReactNode } from 'react';
import { Alert, Button, HStack, Spinner, Text } from '@emind/web-ui';

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
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorLabel}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>Reintentar</Button>
      </Alert.Root>
    );
  }
  return children;
}
