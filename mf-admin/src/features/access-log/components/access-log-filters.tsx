import { useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input } from '@emind/web-ui';
import { noAccessLogFilters, type AccessLogFilters as Filters } from '../api/get-access-log.ts';
import type { FilterErrors } from '../lib/filter-errors.ts';

const inputs: { name: keyof Filters; label: string; type: 'text' | 'date'; placeholder?: string }[] = [
  { name: 'subject', label: 'Persona', type: 'text', placeholder: 'ID o correo electrónico' },
  { name: 'actor', label: 'Quién accedió', type: 'text', placeholder: 'ID o correo electrónico' },
  { name: 'from', label: 'Desde', type: 'date' },
  { name: 'to', label: 'Hasta', type: 'date' },
];

interface AccessLogFiltersProps {
  applied: Filters;
  errors: FilterErrors | null;
  onApply: (filters: Filters) => void;
}

/** Typed filters apply on 'Filtrar' only, so a half-typed e-mail never reaches the API. */
export function AccessLogFilters({ applied, errors, onApply }: AccessLogFiltersProps) {
  const [draft, setDraft] = useState<Filters>(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(noAccessLogFilters);
    onApply(noAccessLogFilters);
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Filtros del registro de accesos" noValidate>
      <Flex gap="3" wrap="wrap" align="flex-start">
        {inputs.map((input) => (
          <Field.Root key={input.name} w="auto" minW={input.type === 'text' ? '64' : '40'} invalid={Boolean(errors?.[input.name])}>
            <Field.Label>{input.label}</Field.Label>
            <Input
              name={input.name}
              type={input.type}
              placeholder={input.placeholder}
              value={draft[input.name]}
              onChange={(event) => setDraft({ ...draft, [input.name]: event.target.value })}
            />
            <Field.ErrorText>{errors?.[input.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Flex gap="2" alignSelf="flex-end">
          <Button type="submit" colorPalette="brand">Filtrar</Button>
          <Button type="button" variant="outline" onClick={clear}>Limpiar</Button>
        </Flex>
      </Flex>
    </form>
  );
}
