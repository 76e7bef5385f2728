import { CrisisLineList } from '@emind/web-measures';
import { Stack, Text } from '@emind/web-ui';

/** Beside a safety flag: the help lines the psychologist may pass on, each a tap to call on a phone. */
export function CrisisLinesToPassOn() {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Si necesita ayuda ahora, puede llamar a:</Text>
      <CrisisLineList />
    </Stack>
  );
}
