import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '../chakra.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmPalette?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** An action that changes something for someone else asks first. */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmPalette = 'brand', loading, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => { if (!details.open) onClose(); }} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>Cancelar</Button>
              <Button colorPalette={confirmPalette} onClick={onConfirm} loading={loading}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
