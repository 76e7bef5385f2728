import { Button, Heading, Stack, Text } from '@emind/web-ui';
import { VideoTile } from '../call/video-tile.tsx';
import { DeviceControls } from './device-controls.tsx';
import { PermissionHelp } from './permission-help.tsx';
import type { LocalMedia } from './use-local-media.ts';

/** The check before entering: see and choose what the other person will see and hear. */
export function DeviceCheck({ media, onEnter }: { media: LocalMedia; onEnter: () => void }) {
  return (
    <Stack gap="4" data-testid="session-check">
      <Heading as="h1" size="xl">Antes de entrar</Heading>
      <Text color="fg.muted">Revisa que tu cámara y micrófono funcionen. La sesión es privada: no se graba ni se guarda nada.</Text>
      {media.problem ? <PermissionHelp problem={media.problem} onRetry={media.retry} /> : null}
      <VideoTile stream={media.stream} label="Tu cámara" self placeholder={media.problem ? 'Sin cámara' : 'Encendiendo la cámara…'} />
      <DeviceControls media={media} />
      <Button colorPalette="brand" size="lg" disabled={!media.stream} onClick={onEnter}>Entrar</Button>
    </Stack>
  );
}
