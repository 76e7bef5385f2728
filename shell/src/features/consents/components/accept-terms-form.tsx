import { useState, type FormEvent } from 'react';
import type { Consents } from '@emind/contracts';
import { currentLegalVersions, legalDocumentArticles, privacyMessages } from '@emind/domain';
import { legalDocumentHref, useAcceptConsents } from '@emind/web-account';
import { Button, Checkbox, Link, List, Stack, Text, toast } from '@emind/web-ui';

export const acceptTermsMessages = {
  failed: 'No pudimos registrar tu aceptación. Inténtalo de nuevo.',
} as const;

/** The documents still to accept, each with its page, one checkbox and 'Aceptar y continuar' (the cache then has none pending). */
export function AcceptTermsForm({ consents }: { consents: Consents }) {
  const mutation = useAcceptConsents();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = consents.documents.filter((doc) => consents.pending.includes(doc.document));
  const names = pending.map((doc) => `${legalDocumentArticles[doc.document]} ${doc.label}`).join(' y ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked) return setError(privacyMessages.consentRequired);
    try {
      await mutation.mutateAsync({ documents: consents.pending });
    } catch {
      toast.error(acceptTermsMessages.failed);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5}>
        <Text>Actualizamos estos documentos. Para seguir usando e-mind, léelos y acepta la versión vigente:</Text>
        <List.Root ps={5} gap={2}>
          {pending.map((doc) => (
            <List.Item key={doc.document}>
              <Link href={legalDocumentHref[doc.document]} target="_blank" rel="noopener" color="brand.600">
                {doc.label}
              </Link>{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                (versión {doc.current_version || currentLegalVersions[doc.document]}
                {doc.accepted_version ? `; aceptaste la versión ${doc.accepted_version}` : ''})
              </Text>
            </List.Item>
          ))}
        </List.Root>
        <Stack gap={1}>
          <Checkbox.Root
            checked={checked}
            onCheckedChange={(details) => {
              setChecked(details.checked === true);
              setError(null);
            }}
            invalid={Boolean(error)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>He leído y acepto {names}</Checkbox.Label>
          </Checkbox.Root>
          {error ? <Text fontSize="sm" color="fg.error" role="alert">{error}</Text> : null}
        </Stack>
        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="Guardando...">
          Aceptar y continuar
        </Button>
      </Stack>
    </form>
  );
}
