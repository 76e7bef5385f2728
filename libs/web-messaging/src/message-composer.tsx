import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, MESSAGE_MAX_CHARS, attachmentSizeLabel, messagingMessages } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@emind/web-ui';
import { readDraft, writeDraft } from './draft.ts';
import { newSendKey, useSendMessage } from './messaging-api.ts';

const refusalText = (failure: Error): string =>
  failure instanceof ApiError ? (failure.detail ?? Object.values(failure.fieldErrors).flat()[0] ?? failure.message) : 'No se pudo enviar. Inténtalo de nuevo.';

/** What the picker let through that the service would refuse anyway: said at once, in the service's words. */
function fileProblem(file: File): string | null {
  if (file.size === 0) return messagingMessages.fileEmpty;
  if (file.size > ATTACHMENT_MAX_BYTES) return messagingMessages.fileTooLarge;
  if (file.type && !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return messagingMessages.fileWrongType;
  return null;
}

/**
 * The text (a draft kept per conversation) and an optional file. One key names a send until it is written, so trying
 * again after a failure writes it once; changing the text or the file makes it a new send with a new key.
 */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const send = useSendMessage(conversationId);
  const [draft, setDraft] = useState(() => readDraft(conversationId));
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(newSendKey);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const onDraft = (text: string) => {
    setDraft(text);
    writeDraft(conversationId, text);
    setKey(newSendKey());
  };
  const onFile = (chosen: File | null) => {
    const problem = chosen ? fileProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
    setKey(newSendKey());
    if (problem && picker.current) picker.current.value = '';
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    send.mutate({ text: draft, file, key }, {
      onSuccess: () => {
        onDraft('');
        onFile(null);
        if (picker.current) picker.current.value = '';
      },
      onError: (failure) => setError(refusalText(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <Stack gap={2}>
        <Field.Root invalid={error !== null}>
          <Field.Label>Tu mensaje</Field.Label>
          <Textarea value={draft} maxLength={MESSAGE_MAX_CHARS} rows={3} onChange={(event) => onDraft(event.target.value)} />
          <Field.HelperText>{draft.length.toLocaleString('es-CL')} / {MESSAGE_MAX_CHARS.toLocaleString('es-CL')}</Field.HelperText>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Field.Root w="auto">
            <Field.Label fontSize="sm">Adjuntar archivo (PDF, JPEG o PNG, hasta 10 MB)</Field.Label>
            <Input ref={picker} type="file" p="1" accept={ATTACHMENT_ACCEPT} onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)} />
          </Field.Root>
          {file ? <Text fontSize="sm">{file.name} ({attachmentSizeLabel(file.size)})</Text> : null}
          <Button type="submit" loading={send.isPending} disabled={draft.trim() === '' && !file}>Enviar</Button>
        </HStack>
      </Stack>
    </form>
  );
}
