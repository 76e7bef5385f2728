import { useState } from 'react';
import { Button, CloseButton, Dialog, phoneFullScreenContent, Portal } from '@emind/web-ui';
import { CalendarLinkPanel } from './calendar-link-panel.tsx';
import { SubscribeHelp, type CalendarSyncRole } from './subscribe-help.tsx';

/** 'Sincronizar con mi calendario' (Mis Citas, Mi Agenda): a private subscription address for Google, Apple or Outlook. */
export function CalendarSyncButton({ role }: { role: CalendarSyncRole }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setOpen(true)}>Sincronizar con mi calendario</Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="calendar-sync-dialog" {...phoneFullScreenContent}>
              <Dialog.Header><Dialog.Title>Sincronizar con mi calendario</Dialog.Title></Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="5">
                <SubscribeHelp role={role} />
                {open ? <CalendarLinkPanel /> : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Cerrar" /></Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
