import { Tabs } from '@emind/web-ui';
import type { FaqCategory } from '../content/faq-content';
import { FaqAccordion } from './faq-accordion';

export function FaqCategoryTabs({ categories }: { categories: FaqCategory[] }) {
  return (
    <Tabs.Root defaultValue={categories[0]?.id} variant="enclosed" colorPalette="brand" fitted lazyMount>
      <Tabs.List flexWrap="wrap" mb="4">
        {categories.map((category) => (
          <Tabs.Trigger key={category.id} value={category.id}>{category.label}</Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content key={category.id} value={category.id}>
          <FaqAccordion items={category.items} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
