import { useState } from 'react';
import { Button, Stack } from '@emind/web-ui';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { CalendarLinkPanel } from './calendar-link-panel.tsx';
import { SubscribeHelp, type CalendarSyncRole } from './subscribe-help.tsx';

/** 'Sincronizar con mi calendario' (Mis Citas, Mi Agenda): a private subscription address for Google, Apple or Outlook. */
export function CalendarSyncButton({ role }: { role: CalendarSyncRole }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setOpen(true)}>Sincronizar con mi calendario</Button>
      <ScreenDialog title="Sincronizar con mi calendario" open={open} onClose={() => setOpen(false)} closeButton testId="calendar-sync-dialog">
        <Stack gap="5">
          <SubscribeHelp role={role} />
          {open ? <CalendarLinkPanel /> : null}
        </Stack>
      </ScreenDialog>
    </>
  );
}
