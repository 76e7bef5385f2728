import type { ReactNode } from 'react';
import { Box, Card, Container, Heading, Text } from '@emind/web-ui';

/** The frame every account screen shares. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxW="lg" py={{ base: '8', md: '14' }}>
      <Card.Root>
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && (
              <Text mt="1" color="fg.muted">
                {subtitle}
              </Text>
            )}
          </Box>
          {children}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
