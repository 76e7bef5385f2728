import { Alert, Button } from '@emind/web-ui';

/** A list that could not be loaded: the spec's message and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" rounded="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button size="sm" onClick={onRetry}>Reintentar</Button>
    </Alert.Root>
  );
}
