import { Alert, Button } from '@emind/web-ui';

/** Something the page needs could not be loaded (a list, figures, a form's data): the message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
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
