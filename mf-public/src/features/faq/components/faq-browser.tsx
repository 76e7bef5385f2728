import { useMemo, useState } from 'react';
import { Input, InputGroup, Stack, Text } from '@emind/web-ui';
import { SearchIcon } from '../../../components/icons/search-icon';
import { faqCategories } from '../content/faq-content';
import { searchFaq } from '../utils/search-faq';
import { FaqAccordion } from './faq-accordion';
import { FaqCategoryTabs } from './faq-category-tabs';
import { FaqNoResults } from './faq-no-results';

/** Tabs by category; while a search term is typed the tabs give way to matches from every category. */
export function FaqBrowser() {
  const [term, setTerm] = useState('');
  const searching = term.trim().length > 0;
  const matches = useMemo(() => searchFaq(faqCategories, term), [term]);

  return (
    <Stack gap="6">
      <InputGroup startElement={<SearchIcon />}>
        <Input
          type="search"
          aria-label="Buscar pregunta"
          placeholder="Buscar pregunta..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          size="lg"
          rounded="full"
          bg="white"
        />
      </InputGroup>
      {!searching ? <FaqCategoryTabs categories={faqCategories} /> : null}
      {searching && matches.length > 0 ? (
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm" role="status">
            {matches.length === 1 ? '1 resultado' : `${matches.length} resultados`}
          </Text>
          <FaqAccordion items={matches} />
        </Stack>
      ) : null}
      {searching && matches.length === 0 ? <FaqNoResults term={term.trim()} onClear={() => setTerm('')} /> : null}
    </Stack>
  );
}
