import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Field, Input, Stack, Textarea, toast } from '@emind/web-ui';
import { isSimpleEmail } from '@emind/domain';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactSubmission } from '../hooks/use-contact-submission';
import { describeContactError } from './contact-error';
import { CONTACT_MESSAGE_MAX, contactFormSchema, type ContactFormInput, type ContactFormValues } from './contact-form-schema';
import { ContactSuccess } from './contact-success';

const empty: ContactFormInput = { nombre: '', correo: '', mensaje: '' };

export function ContactForm() {
  const { phase, locked, begin, finish } = useContactSubmission();
  const send = useSendContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, setError, formState: { errors } } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const correo = useWatch({ control, name: 'correo' });
  const mensaje = useWatch({ control, name: 'mensaje' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    begin();
    try {
      await send.mutateAsync(values);
      reset(empty);
      finish(true);
    } catch (error) {
      const { message, fieldErrors } = describeContactError(error);
      for (const [field, text] of Object.entries(fieldErrors)) setError(field as keyof ContactFormInput, { message: text });
      setFailure(message);
      toast.error(message);
      finish(false);
    }
  });

  if (phase === 'success') return <ContactSuccess />;

  const sending = phase === 'sending';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulario de contacto">
      <Stack gap="5">
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={Boolean(errors.nombre)} disabled={sending}>
          <Field.Label>Nombre</Field.Label>
          <Input {...register('nombre')} autoComplete="name" placeholder="Tu nombre" />
          <Field.ErrorText>{errors.nombre?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.correo)} disabled={sending}>
          <Field.Label>Correo electrónico</Field.Label>
          <Input {...register('correo')} type="email" autoComplete="email" placeholder="tucorreo@ejemplo.cl" />
          <Field.ErrorText>{errors.correo?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.mensaje)} disabled={sending}>
          <Field.Label>Mensaje</Field.Label>
          <Textarea {...register('mensaje')} rows={6} maxLength={CONTACT_MESSAGE_MAX} placeholder="¿En qué te podemos ayudar?" />
          <Field.HelperText data-testid="message-counter">
            {mensaje.length}/{CONTACT_MESSAGE_MAX} caracteres (mínimo 10)
          </Field.HelperText>
          <Field.ErrorText>{errors.mensaje?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" rounded="full" loading={sending} loadingText="Enviando..." disabled={locked || !isSimpleEmail(correo)}>
          Enviar mensaje
        </Button>
      </Stack>
    </form>
  );
}
