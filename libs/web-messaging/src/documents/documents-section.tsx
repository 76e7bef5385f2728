import { Heading, List, Stack, Text } from '@emind/web-ui';
import { DocumentItem } from './document-item.tsx';
import { useDocuments } from './documents-api.ts';
import { ShareDocumentForm } from './share-document-form.tsx';

/** 'Documentos' on the 'Mensajes' page of both areas: PDFs shared by the psychologist, signed by the patient when asked. */
export function DocumentsSection({ role }: { role: 'client' | 'psychologist' }) {
  const documents = useDocuments();
  const list = documents.data ?? [];
  return (
    <Stack as="section" aria-labelledby="documentos-heading" gap={4}>
      <Heading as="h2" size="lg" id="documentos-heading">Documentos</Heading>
      {role === 'psychologist' ? <ShareDocumentForm /> : null}
      {documents.isPending ? <Text>Cargando documentos…</Text> : null}
      {documents.isError ? <Text role="alert">No se pudieron cargar tus documentos.</Text> : null}
      {documents.isSuccess && list.length === 0 ? (
        <Text>{role === 'client' ? 'Aún no tienes documentos. Aquí verás los que te comparta tu psicólogo/a.' : 'Aún no has compartido documentos.'}</Text>
      ) : null}
      {list.length > 0 ? (
        <List.Root as="ul" listStyle="none" ms={0} gap={3} display="flex" flexDirection="column" aria-label="Documentos compartidos">
          {list.map((document) => <DocumentItem key={document.id} document={document} role={role} />)}
        </List.Root>
      ) : null}
    </Stack>
  );
}
