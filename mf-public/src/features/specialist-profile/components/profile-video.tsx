import { Box, Button, Stack, Text } from '@emind/web-ui';
import { useState } from 'react';
import { ProfileSection } from './profile-section';

/** HTML5 video of the public media path; a load or playback error offers 'Reintentar', which reloads the file. */
export function ProfileVideo({ url }: { url: string | null }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <ProfileSection title="Video de presentación">
      {!url ? (
        <Text color="fg.muted">No hay video de presentación disponible</Text>
      ) : failed ? (
        <Stack role="alert" align="center" gap="2" py="8" bg="gray.50" rounded="xl" textAlign="center">
          <Text fontWeight="semibold" color="brand.900">No se pudo cargar el video</Text>
          <Text fontSize="sm" color="fg.muted">Error al reproducir el video</Text>
          <Button size="sm" variant="outline" colorPalette="brand" rounded="full" onClick={retry}>Reintentar</Button>
        </Stack>
      ) : (
        <Box rounded="xl" overflow="hidden" bg="black">
          <video key={attempt} src={url} controls preload="metadata" style={{ width: '100%', maxHeight: '480px' }} onError={() => setFailed(true)} data-testid="presentation-video">
            <track kind="captions" />
          </video>
        </Box>
      )}
    </ProfileSection>
  );
}
