import type { ReactNode } from 'react';
import { Card, Text } from '@emind/web-ui';

/** One figure of a monthly statement: what it counts, the number, and a line under it. */
export function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">{label}</Text>
        <Text fontSize="xl" fontWeight="bold">{value}</Text>
        {detail ? <Text fontSize="sm">{detail}</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}
