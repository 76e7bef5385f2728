import { Alert, Button, Stack } from '@emind/web-ui';

/** A failed load: what went wrong and a way to try again, never invented data. */
export function ErrorPanel({ title, description, retryLabel, onRetry }: { title: string; description?: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap={3} flex="1">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {description ? <Alert.Description>{description}</Alert.Description> : null}
        </Alert.Content>
        <Button size="sm" alignSelf="flex-start" variant="outline" colorPalette="red" onClick={onRetry}>{retryLabel}</Button>
      </Stack>
    </Alert.Root>
  );
}
