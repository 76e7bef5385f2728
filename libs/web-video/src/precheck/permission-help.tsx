import { Alert, Button, List, Stack, Text } from '@emind/web-ui';
import { mediaProblemText, type MediaProblem } from './media-error.ts';

const browserSteps = [
  ['Chrome', 'Haz clic en el ícono junto a la dirección (a la izquierda), activa Cámara y Micrófono, y recarga la página.'],
  ['Firefox', 'Haz clic en el ícono de cámara tachada junto a la dirección, quita los bloqueos de Cámara y Micrófono, y recarga la página.'],
  ['Safari', 'Abre Safari › Configuración para este sitio web (en iPhone: el botón «aA» › Configuración del sitio web) y elige Permitir para Cámara y Micrófono.'],
] as const;

/** What to do when the browser gave no camera or microphone; a refusal is explained browser by browser. */
export function PermissionHelp({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2">
        <Alert.Title>{problem === 'denied' ? 'Tu navegador bloqueó la cámara y el micrófono' : 'No pudimos usar tu cámara o micrófono'}</Alert.Title>
        {problem === 'denied' ? (
          <>
            <Text>Para que tu psicólogo pueda verte y escucharte, permite el acceso:</Text>
            <List.Root ps="4">
              {browserSteps.map(([browser, steps]) => (
                <List.Item key={browser}><strong>{browser}:</strong> {steps}</List.Item>
              ))}
            </List.Root>
          </>
        ) : (
          <Text>{mediaProblemText[problem]}</Text>
        )}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={onRetry}>Volver a intentar</Button>
      </Stack>
    </Alert.Root>
  );
}
