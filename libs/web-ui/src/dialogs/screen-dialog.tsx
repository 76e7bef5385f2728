import type { BaseSyntheticEvent, ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@emind/web-ui';

/**
 * Chakra's 'full' size sets a full-screen height, square corners and no margin, and the wider size does not undo them:
 * from tablet width up the dialog kept the whole screen's height with its content at the top and an empty area under it.
 */
const phoneFullScreenContent = {
  minH: { md: 'auto' },
  borderRadius: { md: 'l3' },
  my: { md: 'var(--dialog-base-margin)' },
} as const;

interface ScreenDialogProps {
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  open?: boolean;
  size?: 'lg' | 'xl';
  /** The corner's close button, for dialogs whose footer has no way out of its own. */
  closeButton?: boolean;
  /** Makes the dialog a form (validated by the page, not the browser). */
  onSubmit?: (event: BaseSyntheticEvent) => void;
  testId?: string;
}

/** A dialog that is the whole screen on a phone and a centred `size` box from tablet width up, its body scrolling. */
export function ScreenDialog({ title, children, footer, onClose, open = true, size = 'lg', closeButton = false, onSubmit, testId }: ScreenDialogProps) {
  const form = onSubmit ? { as: 'form' as const, noValidate: true, onSubmit } : {};
  return (
    <Dialog.Root open={open} onOpenChange={(details) => { if (!details.open) onClose(); }} size={{ base: 'full', md: size }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...form} {...phoneFullScreenContent}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer> : null}
            {closeButton ? <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Cerrar" /></Dialog.CloseTrigger> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
