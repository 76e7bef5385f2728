import { useEffect, useRef } from 'react';
import { crisisHelpLines } from '@emind/domain/measures';
import { Alert, Link, List, Text } from '@emind/web-ui';

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
        <List.Root gap="2" ps="5">
          {crisisHelpLines.map((line) => (
            <List.Item key={line.phone}>
              <Link href={`tel:${line.phone.replaceAll(' ', '')}`} fontWeight="bold" color="red.800">{line.name}: {line.phone}</Link>{' '}
              <Text as="span">({line.detail})</Text>
            </List.Item>
          ))}
        </List.Root>
        <Text>Le avisamos a tu psicólogo o psicóloga de tu respuesta para que pueda acompañarte.</Text>
      </Alert.Content>
    </Alert.Root>
  );
}
