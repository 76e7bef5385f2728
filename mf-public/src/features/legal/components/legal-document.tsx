import { Container, Heading, Stack, Text } from '@emind/web-ui';
import type { ReactNode } from 'react';
import type { LegalSection } from '../content/legal-section';

interface LegalDocumentProps {
  sections: LegalSection[];
  header?: ReactNode;
}

/** Numbered sections, readable on screen and on paper. */
export function LegalDocument({ sections, header }: LegalDocumentProps) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '14' }}>
      <Stack gap="8">
        {header}
        <Stack as="ol" gap="8" listStyleType="none">
          {sections.map((section, index) => (
            <Stack as="li" key={section.title} gap="3">
              <Heading as="h2" size="lg" color="brand.800">{`${index + 1}. ${section.title}`}</Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} color="fg.muted" lineHeight="tall">{paragraph}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
