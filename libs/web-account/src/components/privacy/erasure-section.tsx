import { useState } from 'react';
import { Button, Heading, List, Stack, Text } from '@emind/web-ui';
import type { AccountRole } from '../../types.ts';
import { ErasureDialog } from './erasure-dialog.tsx';

/** 'Eliminar mi cuenta': what happens, in plain words, before the button. */
export function ErasureSection({ role }: { role: AccountRole }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4} as="section" aria-labelledby="privacy-erasure">
      <Heading as="h3" size="md" id="privacy-erasure">Eliminar mi cuenta</Heading>
      <List.Root ps={5} gap={2}>
        <List.Item>Tu cuenta se cierra de inmediato y se cierra tu sesión en todos tus dispositivos.</List.Item>
        <List.Item>Dentro de 30 días borramos tus datos de todos los servicios de e-mind.</List.Item>
        <List.Item>
          Lo que la ley nos obliga a conservar (los registros de pagos por 6 años y la ficha clínica por 15 años) se guarda
          sellado, sin tu nombre y sin que nadie pueda verlo, y luego se elimina.
        </List.Item>
        {role === 'client' ? <List.Item>Tus reseñas se mantienen, firmadas como «Paciente anónimo».</List.Item> : null}
        <List.Item>Puedes volver a registrarte con el mismo correo cuando quieras.</List.Item>
      </List.Root>
      <Text fontSize="sm" color="fg.muted">
        No puedes eliminar tu cuenta mientras tengas sesiones pagadas o confirmadas por realizar: primero debes cancelarlas.
      </Text>
      <Button alignSelf="flex-start" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>Eliminar mi cuenta</Button>
      {open ? <ErasureDialog role={role} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}
