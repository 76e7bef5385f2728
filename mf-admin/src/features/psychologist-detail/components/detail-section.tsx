import type { ReactNode } from 'react';
import { Box, Card, Grid, Heading, Text } from '@emind/web-ui';

export function DetailSection({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap={4}>
        <Box display="flex" justifyContent="space-between" alignItems="center" gap={3} flexWrap="wrap">
          <Heading as="h2" size="md">{title}</Heading>
          {actions}
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function InfoGrid({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '200px 1fr' }} columnGap={4} rowGap={2}>
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" fontSize="sm">{label}</Text>
          <Text as="dd" fontSize="sm" mb={{ base: 2, sm: 0 }}>{value === null || value === undefined || value === '' ? 'No especificado' : value}</Text>
        </Box>
      ))}
    </Grid>
  );
}
