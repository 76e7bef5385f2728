import { Stack, Text } from '@emind/web-ui';
import type { ReactNode } from 'react';

/** The error and empty states of the directory, centred where the cards would be. */
export function DirectoryMessage({ title, children, role }: { title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Stack role={role} align="center" textAlign="center" gap="4" py="16" px="4" bg="white" rounded="2xl" borderWidth="1px" borderColor="brand.100">
      <Text fontSize="lg" fontWeight="semibold" color="brand.900">{title}</Text>
      {children}
    </Stack>
  );
}
