import { Button, CloseButton, Dialog, Portal } from '@emind/web-ui';
import { TermsContent } from './terms-content.tsx';

export function TermsDialog({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Términos y condiciones</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TermsContent />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
              <Button colorPalette="brand" onClick={onAccept}>
                Acepto los términos
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
