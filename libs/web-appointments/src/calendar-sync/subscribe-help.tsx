import { List, Stack, Text } from '@emind/web-ui';

export type CalendarSyncRole = 'client' | 'psychologist';

/** How each calendar subscribes to an address, and what the feed shows (and keeps out). */
export function SubscribeHelp({ role }: { role: CalendarSyncRole }) {
  return (
    <Stack gap="3" fontSize="sm">
      <Text>
        Genera un enlace privado y suscríbete a él desde tu calendario: tus próximas sesiones aparecerán y se
        actualizarán solas cuando se confirmen, cambien o se cancelen.
      </Text>
      <List.Root gap="1" ps="4">
        <List.Item><strong>Google Calendar:</strong> en calendar.google.com, junto a «Otros calendarios» elige «+» › «Desde URL» y pega el enlace.</List.Item>
        <List.Item><strong>Apple Calendar:</strong> abre el enlace webcal:// en tu iPhone o Mac, o en Calendario elige Archivo › Nueva suscripción a calendario.</List.Item>
        <List.Item><strong>Outlook:</strong> en Outlook.com elige «Agregar calendario» › «Suscribirse desde la web» y pega el enlace.</List.Item>
      </List.Root>
      <Text color="fg.muted">
        El enlace es personal: quien lo tenga puede ver tus horarios. No incluye notas clínicas ni datos de pago
        {role === 'psychologist' ? ', y tus pacientes aparecen solo con su nombre y la inicial de su apellido.' : '.'}
      </Text>
    </Stack>
  );
}
