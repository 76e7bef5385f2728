import { Badge, Box, chakra, HStack, Progress, Stack, Text } from '@emind/web-ui';
import type { VerificationDocumentType } from '@emind/domain';
import type { VerificationDocument } from '@emind/contracts';
import { acceptFor, documentMessages, documentState, documentStateColors, documentStateLabels, isReplaceable } from '../lib/document-rules.ts';

interface DocumentCardProps {
  type: VerificationDocumentType;
  label: string;
  document: VerificationDocument | undefined;
  editing: boolean;
  chosen: File | undefined;
  progress: number | undefined;
  onChoose: (file: File) => void;
}

export function DocumentCard({ type, label, document, editing, chosen, progress, onChoose }: DocumentCardProps) {
  const state = documentState(document, chosen !== undefined);
  const replaceable = isReplaceable(document);
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} data-testid={`document-${type}`}>
      <Stack gap={2}>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Text fontWeight="semibold">{label}</Text>
          <Badge colorPalette={documentStateColors[state]} variant="subtle" flexShrink={0}>{documentStateLabels[state]}</Badge>
        </HStack>
        {chosen ? (
          <Text fontSize="sm">Archivo seleccionado: {chosen.name}</Text>
        ) : document ? (
          <Text fontSize="sm" color="fg.muted">{document.file_name}</Text>
        ) : null}
        {state === 'rejected' && document?.rejection_reason ? (
          <Text fontSize="sm" color="red.600">Motivo de rechazo: {document.rejection_reason}</Text>
        ) : null}
        {progress !== undefined ? (
          <Progress.Root value={Math.round(progress * 100)} size="sm" colorPalette="brand" aria-label={`Subiendo ${label}`}>
            <HStack gap={2}>
              <Progress.Track flex="1"><Progress.Range /></Progress.Track>
              <Progress.ValueText fontSize="xs">{Math.round(progress * 100)}%</Progress.ValueText>
            </HStack>
          </Progress.Root>
        ) : null}
        {editing ? (
          replaceable ? (
            <chakra.input
              type="file"
              fontSize="sm"
              accept={acceptFor(type)}
              aria-label={`Archivo: ${label}`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) onChoose(file);
                event.currentTarget.value = '';
              }}
            />
          ) : (
            <Text fontSize="sm" color="fg.muted">{documentMessages.locked}</Text>
          )
        ) : null}
      </Stack>
    </Box>
  );
}
