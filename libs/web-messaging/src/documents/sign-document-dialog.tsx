import { useState, type FormEvent } from 'react';
import type { SharedDocument } from '@emind/contracts';
import { documentsMessages } from '@emind/domain';
import { Alert, Button, Dialog, Field, Input, PasswordInput, Portal, Stack, Text, toast } from '@emind/web-ui';
import { useSignDocument } from './documents-api.ts';
import { refusalByField } from './refusal-fields.ts';

const fields = ['full_name', 'password'] as const;
type SignField = (typeof fields)[number];

interface SignDocumentDialogProps {
  document: SharedDocument;
  open: boolean;
  onClose: () => void;
}

/** 'Firmar': the patient types their full name and re-enters their password. */
export function SignDocumentDialog({ document, open, onClose }: SignDocumentDialogProps) {
  const sign = useSignDocument(document.id);
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SignField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<SignField, string>> = {};
    if (!fullName.trim()) found.full_name = documentsMessages.fullNameRequired;
    if (!password) found.password = documentsMessages.passwordRequired;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      await sign.mutateAsync({ full_name: fullName.trim(), password });
      toast.success(`Firmaste «${document.title}»`);
      onClose();
    } catch (error) {
      const { byField, other } = refusalByField(error, fields);
      setErrors(byField);
      setRefusal(other);
      setPassword('');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => { if (!details.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Firmar «{document.title}»</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={3}>
                  <Text>Al firmar, quedará registrado tu nombre, la fecha y hora, tu dirección IP y la huella del documento. Una firma no se puede deshacer.</Text>
                  <Field.Root required invalid={Boolean(errors.full_name)}>
                    <Field.Label>Tu nombre completo</Field.Label>
                    <Input value={fullName} autoComplete="name" onChange={(event) => setFullName(event.target.value)} />
                    <Field.ErrorText>{errors.full_name}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(errors.password)}>
                    <Field.Label>Tu contraseña</Field.Label>
                    <PasswordInput value={password} autoComplete="current-password" onChange={(event) => setPassword(event.target.value)} />
                    <Field.ErrorText>{errors.password}</Field.ErrorText>
                  </Field.Root>
                  {refusal ? <Alert.Root status="error"><Alert.Title>{refusal}</Alert.Title></Alert.Root> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={sign.isPending}>Cancelar</Button>
                <Button type="submit" loading={sign.isPending}>Firmar</Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
