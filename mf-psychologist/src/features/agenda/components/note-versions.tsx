import { formatLongDateTime } from '@emind/domain';
import { Box, Stack, Text } from '@emind/web-ui';
import { useNoteVersions } from '../api/get-note-versions.ts';

/** Decreto 41/2012: a corrected note keeps what it said before; its author reads the earlier texts here. */
export function NoteVersions({ appointmentId }: { appointmentId: number }) {
  const versions = useNoteVersions(appointmentId);
  const earlier = (versions.data ?? []).slice(1);
  if (earlier.length === 0) return null;
  return (
    <Stack as="section" aria-label="Versiones anteriores" gap={2}>
      <Text fontWeight="semibold" fontSize="sm">Versiones anteriores</Text>
      {earlier.map((version) => (
        <Box key={version.id} borderWidth="1px" borderRadius="md" p={2}>
          <Text fontSize="xs" color="fg.muted">
            {version.author_name} · {formatLongDateTime(version.written_at)}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap">{version.psychologist_notes || 'Nota vacía'}</Text>
        </Box>
      ))}
    </Stack>
  );
}
