import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack } from '@emind/web-ui';
import { universities } from '@emind/domain';

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** A university from the fixed list: searched, picked, then shown as read-only text. */
export function UniversityPicker({ value, onChange }: { value: string; onChange: (university: string) => void }) {
  const [search, setSearch] = useState('');
  const matches = universities.filter((u) => fold(u).includes(fold(search.trim()))).slice(0, 8);

  if (value) {
    return (
      <Field.Root>
        <Field.Label>Universidad</Field.Label>
        <HStack w="full">
          <Input value={value} readOnly aria-readonly="true" bg="bg.muted" />
          <Button size="sm" variant="outline" onClick={() => onChange('')}>Cambiar</Button>
        </HStack>
      </Field.Root>
    );
  }
  return (
    <Field.Root>
      <Field.Label>Universidad</Field.Label>
      <Stack w="full" gap={1}>
        <Input placeholder="Busca tu universidad" value={search} onChange={(e) => setSearch(e.target.value)} />
        {search.trim() ? (
          <Box borderWidth="1px" borderRadius="md" maxH="56" overflowY="auto" role="listbox" aria-label="Universidades">
            {matches.map((university) => (
              <Button
                key={university}
                role="option"
                aria-selected="false"
                variant="ghost"
                size="sm"
                w="full"
                justifyContent="flex-start"
                onClick={() => {
                  onChange(university);
                  setSearch('');
                }}
              >
                {university}
              </Button>
            ))}
          </Box>
        ) : null}
      </Stack>
    </Field.Root>
  );
}
