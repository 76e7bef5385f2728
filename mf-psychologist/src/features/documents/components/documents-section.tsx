import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Center, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@emind/web-ui';
import { verificationDocumentTypes, type VerificationDocumentType } from '@emind/domain';
import { getDocumentsQueryOptions, useDocuments } from '../api/get-documents.ts';
import { uploadVerificationDocument } from '../api/upload-verification-document.ts';
import { canEditDocuments, documentMessages, isReplaceable, latestByType } from '../lib/document-rules.ts';
import { DocumentCard } from './document-card.tsx';
import { DocumentsInfo } from './documents-info.tsx';
import { LoadError } from '@emind/web-ui/lists';

type Notice = { status: 'success' | 'info' | 'warning' | 'error'; lines: string[] };
type ByType<T> = Partial<Record<VerificationDocumentType, T>>;

/** The 'Documentos' tab: four cards; files are chosen in edit mode and uploaded on 'Guardar cambios'. */
export function DocumentsSection() {
  const queryClient = useQueryClient();
  const query = useDocuments();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<ByType<File>>({});
  const [progress, setProgress] = useState<ByType<number>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const documents = query.isError ? [] : (query.data ?? []);
  const latest = latestByType(documents);

  const choose = (type: VerificationDocumentType, file: File) => {
    if (!isReplaceable(latest[type])) {
      setNotice({ status: 'error', lines: [documentMessages.locked] });
      return;
    }
    setChosen((c) => ({ ...c, [type]: file }));
    setNotice({ status: 'info', lines: [documentMessages.ready(file.name)] });
  };

  const cancel = () => {
    setChosen({});
    setEditing(false);
    setNotice({ status: 'info', lines: [documentMessages.cancelled] });
  };

  const save = async () => {
    const pending = verificationDocumentTypes.filter(({ value }) => chosen[value]);
    if (pending.length === 0) {
      setNotice({ status: 'info', lines: [documentMessages.nothingToSave] });
      return;
    }
    setSaving(true);
    setNotice(null);
    const failures: string[] = [];
    const remaining: ByType<File> = {};
    for (const { value, label } of pending) {
      const file = chosen[value] as File;
      try {
        setProgress((p) => ({ ...p, [value]: 0 }));
        await uploadVerificationDocument(value, file, (fraction) => setProgress((p) => ({ ...p, [value]: fraction })));
      } catch {
        failures.push(documentMessages.uploadFailed(label));
        remaining[value] = file;
      } finally {
        setProgress(({ [value]: _done, ...rest }) => rest);
      }
    }
    setSaving(false);
    setChosen(remaining);
    await queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey });
    if (failures.length === 0) {
      setEditing(false);
      setNotice({ status: 'success', lines: [documentMessages.saved] });
    } else if (failures.length < pending.length) {
      setNotice({ status: 'warning', lines: [documentMessages.partial, ...failures] });
    } else {
      setNotice({ status: 'error', lines: [documentMessages.saveFailed, ...failures] });
    }
  };

  return (
    <Stack gap={5}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h2" size="lg">Documentos de verificación</Heading>
        {!editing && query.isSuccess && canEditDocuments(documents) ? (
          <Button colorPalette="brand" variant="outline" onClick={() => { setEditing(true); setNotice(null); }}>Editar documentos</Button>
        ) : null}
      </HStack>
      <DocumentsInfo />
      {notice ? (
        <Alert.Root status={notice.status} role={notice.status === 'error' || notice.status === 'warning' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Content>
            {notice.lines.map((line) => <Alert.Description key={line}>{line}</Alert.Description>)}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {query.isPending ? (
        <Center py={6}><Spinner colorPalette="brand" /></Center>
      ) : (
        <>
          {query.isError ? (
            <LoadError message={documentMessages.load} onRetry={() => void query.refetch()} />
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {verificationDocumentTypes.map(({ value, label }) => (
              <DocumentCard
                key={value}
                type={value}
                label={label}
                document={latest[value]}
                editing={editing && !query.isError}
                chosen={chosen[value]}
                progress={progress[value]}
                onChoose={(file) => choose(value, file)}
              />
            ))}
          </SimpleGrid>
          {!editing && query.isSuccess && !canEditDocuments(documents) ? (
            <Text fontSize="sm" color="fg.muted">Todos tus documentos fueron entregados.</Text>
          ) : null}
          {editing ? (
            <HStack justify="flex-end" gap={3}>
              <Button variant="outline" onClick={cancel} disabled={saving}>Cancelar</Button>
              <Button colorPalette="brand" loading={saving} onClick={() => void save()}>Guardar cambios</Button>
            </HStack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
