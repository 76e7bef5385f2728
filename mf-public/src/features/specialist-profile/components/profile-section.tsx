import { Card, Heading } from '@emind/web-ui';
import type { ReactNode } from 'react';

export function ProfileSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} rounded="2xl" id={id}>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" color="brand.900" id={headingId}>{title}</Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
