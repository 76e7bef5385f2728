import { useState, type FormEvent } from 'react';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TITLE_MAX_CHARS, documentsMessages } from '@emind/domain';
import { Alert, Button, Checkbox, Field, Input, NativeSelect, Stack, toast } from '@emind/web-ui';
import { useConversations } from '../messaging-api.ts';
import { useShareDocument } from './documents-api.ts';
import { refusalByField } from './refusal-fields.ts';

const fields = ['patient', 'title', 'file'] as const;
type FormField = (typeof fields)[number];

function checkFile(file: File | null): string | null {
  if (!file) return documentsMessages.fileRequired;
  if (file.type && file.type !== 'application/pdf') return documentsMessages.fileNotPdf;
  return file.size > DOCUMENT_MAX_BYTES ? documentsMessages.fileTooLarge : null;
}

/** 'Compartir un documento': the psychologist's form (patient, title, PDF, 'Requiere firma'); the people are their conversations. */
export function ShareDocumentForm() {
  const people = useConversations();
  const share = useShareDocument();
  const [patient, setPatient] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [requiresSignature, setRequiresSignature] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FormField, string>> = {};
    if (!patient) found.patient = documentsMessages.patientRequired;
    if (!title.trim()) found.title = documentsMessages.titleRequired;
    const fileProblem = checkFile(file);
    if (fileProblem) found.file = fileProblem;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || !file) return;
    try {
      const shared = await share.mutateAsync({ patient: Number(patient), title: title.trim(), requiresSignature, file });
      toast.success(`Compartiste «${shared.title}» con ${shared.with_name}`);
      setTitle('');
      setFile(null);
      setRequiresSignature(false);
      setFormKey((key) => key + 1);
    } catch (error) {
      const { byField, other } = refusalByField(error, fields, 'file');
      setErrors(byField);
      setRefusal(other);
    }
  };

  return (
    <form key={formKey} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Compartir un documento">
      <Stack gap={3}>
        <Field.Root required invalid={Boolean(errors.patient)}>
          <Field.Label>Paciente</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={patient} onChange={(event) => setPatient(event.target.value)}>
              <option value="">Elige a quién compartes</option>
              {(people.data ?? []).map((person) => <option key={person.id} value={person.with_profile_id}>{person.with_name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.patient}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.title)}>
          <Field.Label>Título</Field.Label>
          <Input value={title} maxLength={DOCUMENT_TITLE_MAX_CHARS} placeholder="Ej.: Acuerdo terapéutico" onChange={(event) => setTitle(event.target.value)} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.file)}>
          <Field.Label>Documento (PDF, hasta 10 MB)</Field.Label>
          <Input type="file" accept="application/pdf" p={1} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          <Field.ErrorText>{errors.file}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root checked={requiresSignature} onCheckedChange={(details) => setRequiresSignature(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Requiere firma</Checkbox.Label>
        </Checkbox.Root>
        {refusal ? <Alert.Root status="error"><Alert.Title>{refusal}</Alert.Title></Alert.Root> : null}
        <Button type="submit" alignSelf="flex-start" loading={share.isPending}>Compartir documento</Button>
      </Stack>
    </form>
  );
}
