import { Badge } from '@emind/web-ui';
import type { CallQuality } from './call-quality.ts';

const palette: Record<CallQuality, string> = { Buena: 'green', Regular: 'yellow', Débil: 'red' };

export function QualityBadge({ quality }: { quality: CallQuality | null }) {
  if (!quality) return null;
  return (
    <Badge colorPalette={palette[quality]} role="status" data-testid="call-quality">
      Conexión: {quality}
    </Badge>
  );
}
