import { useEffect, useRef } from 'react';
import { CrisisLineList } from '@emind/web-measures';
import { Alert, Text } from '@emind/web-ui';

/**
 * The safety rule's screen: where to get help now, before anything else. It takes the focus as it appears, so a
 * screen reader starts here too, and each line is a tap to call on a phone.
 */
export function CrisisHelpLines() {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert.Root ref={alert} status="error" role="alert" tabIndex={-1} aria-labelledby="crisis-title" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title id="crisis-title" fontSize="lg">Si estás pensando en hacerte daño, no estás solo(a): pide ayuda ahora</Alert.Title>
        <CrisisLineList />
        <Text>Le avisamos a tu psicólogo o psicóloga de tu respuesta para que pueda acompañarte.</Text>
      </Alert.Content>
    </Alert.Root>
  );
}
