import { Accordion, Badge, Stack, Text } from '@emind/web-ui';
import type { FaqItem } from '../content/faq-content';

interface FaqAccordionProps {
  items: (FaqItem & { category?: string })[];
}

export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion.Root collapsible multiple variant="enclosed" rounded="xl" bg="white">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.ItemTrigger py="4" cursor="pointer">
            <Stack gap="1" flex="1" align="flex-start" textAlign="left">
              {item.category ? <Badge colorPalette="brand" variant="subtle">{item.category}</Badge> : null}
              <Text fontWeight="semibold" color="brand.900">{item.question}</Text>
            </Stack>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" lineHeight="tall">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
