import { useEffect, useState } from 'react';
import { Box, Center, Spinner, Text, VStack } from '@emind/web-ui';
import type { RemoteName } from '../api/remote-manifest.ts';
import { RemoteArea } from './remote-area.tsx';

const SPLASH_MS = 300;

/** A dashboard remote behind the ~300 ms splash (spec 1 §2); the remote loads underneath meanwhile. */
export function DashboardArea({ name }: { name: RemoteName }) {
  const [splash, setSplash] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSplash(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box position="relative" minH="60vh">
      <RemoteArea name={name} />
      {splash && (
        <Center position="absolute" inset="0" minH="60vh" bg="bg" zIndex="docked" data-testid="dashboard-splash">
          <VStack gap="3">
            <Spinner size="xl" color="brand.500" />
            <Text color="fg.muted">Cargando tu panel...</Text>
          </VStack>
        </Center>
      )}
    </Box>
  );
}
