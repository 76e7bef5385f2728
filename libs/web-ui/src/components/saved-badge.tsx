import { Badge } from '@chakra-ui/react';

/** The short-lived 'Guardado' confirmation next to a form's buttons. */
export function SavedBadge({ visible, label = 'Guardado' }: { visible: boolean; label?: string }) {
  if (!visible) return null;
  return (
    <Badge colorPalette="green" variant="subtle" size="lg" role="status">
      {label}
    </Badge>
  );
}
