import { Link as RouterLink } from 'react-router-dom';
import { optionalMailKinds, optionalMailLabels, type OptionalMailKind } from '@emind/domain';
import { Heading, Link, Stack, Switch, Table, Text, toast } from '@emind/web-ui';
import { useConsents } from '../../api/privacy/get-consents.ts';
import { useUpdateConsents } from '../../api/privacy/update-consents.ts';
import { legalDocumentHref } from './privacy-links.ts';
import { chileDateTime } from './privacy-format.ts';
import { PrivacyQueryState } from './privacy-query-state.tsx';

export const consentMessages = {
  saved: 'Preferencias de correo actualizadas',
  saveFailed: 'No pudimos guardar tu preferencia. Inténtalo de nuevo.',
  loadFailed: 'No pudimos cargar tus consentimientos.',
} as const;

/** 'Consentimientos': the versions accepted and the mail that may be turned off. */
export function ConsentsSection() {
  const query = useConsents();
  const mutation = useUpdateConsents();

  const toggle = (kind: OptionalMailKind, checked: boolean) => {
    mutation.mutate(
      { optional_mail: { [kind]: checked } },
      { onSuccess: () => toast.success(consentMessages.saved), onError: () => toast.error(consentMessages.saveFailed) },
    );
  };
  // While a change is on its way the switch shows what was asked, not the stored value.
  const shown = (kind: OptionalMailKind): boolean => {
    const asked = mutation.isPending ? mutation.variables.optional_mail[kind] : undefined;
    return asked ?? query.data?.optional_mail[kind] ?? true;
  };

  return (
    <Stack gap={4} as="section" aria-labelledby="privacy-consents">
      <Heading as="h3" size="md" id="privacy-consents">Consentimientos</Heading>
      <PrivacyQueryState
        isPending={query.isPending}
        isError={query.isError}
        loadingLabel="Cargando tus consentimientos..."
        errorLabel={consentMessages.loadFailed}
        onRetry={() => void query.refetch()}
      >
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Documento</Table.ColumnHeader>
                <Table.ColumnHeader>Versión aceptada</Table.ColumnHeader>
                <Table.ColumnHeader>Fecha de aceptación</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {query.data?.documents.map((doc) => (
                <Table.Row key={doc.document}>
                  <Table.Cell>
                    <Link asChild color="brand.600">
                      <RouterLink to={legalDocumentHref[doc.document]}>{doc.label}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{doc.accepted_version ?? 'Sin aceptar'}</Table.Cell>
                  <Table.Cell>{doc.accepted_at ? chileDateTime(doc.accepted_at) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Stack gap={3}>
          {optionalMailKinds.map((kind) => (
            <Switch.Root
              key={kind}
              checked={shown(kind)}
              disabled={mutation.isPending}
              onCheckedChange={(details) => toggle(kind, details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control><Switch.Thumb /></Switch.Control>
              <Switch.Label>{optionalMailLabels[kind]}</Switch.Label>
            </Switch.Root>
          ))}
          <Text fontSize="sm" color="fg.muted">
            Los correos del servicio (citas, pagos y cambio de contraseña) no se pueden desactivar.
          </Text>
        </Stack>
      </PrivacyQueryState>
    </Stack>
  );
}
