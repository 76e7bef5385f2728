import { useState } from 'react';
import { Button, Fieldset, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { MAX_SELECTIONS_PER_GROUP } from '@emind/domain';
import { OptionCheckbox } from './option-checkbox.tsx';
import { OptionsModal } from './options-modal.tsx';

export const VISIBLE_OPTIONS = 8;
export const LIMIT_MESSAGE = `Solo puedes seleccionar hasta ${MAX_SELECTIONS_PER_GROUP} opciones.`;

interface MultiSelectGroupProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/** Eight options in view plus 'Ver más (n)'; at five choices the rest are disabled. */
export function MultiSelectGroup({ legend, options, selected, onChange }: MultiSelectGroupProps) {
  const [open, setOpen] = useState(false);
  const atLimit = selected.length >= MAX_SELECTIONS_PER_GROUP;
  const isChecked = (option: string) => selected.includes(option);
  const isDisabled = (option: string) => atLimit && !isChecked(option);
  const toggle = (option: string) => {
    if (isChecked(option)) onChange(selected.filter((item) => item !== option));
    else if (!atLimit) onChange([...selected, option]);
  };
  const visible = options.slice(0, VISIBLE_OPTIONS);
  // A choice made in 'Ver más' stays in view so it can be seen and removed.
  const extra = selected.filter((option) => !visible.includes(option));
  const hidden = options.length - VISIBLE_OPTIONS;
  const limitMessage = atLimit ? LIMIT_MESSAGE : null;

  return (
    <Fieldset.Root>
      <Stack gap={3}>
        <Fieldset.Legend fontWeight="semibold">{legend} ({selected.length}/{MAX_SELECTIONS_PER_GROUP})</Fieldset.Legend>
        {limitMessage ? <Text color="orange.600" fontSize="sm">{limitMessage}</Text> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {[...visible, ...extra].map((option) => (
            <OptionCheckbox key={option} label={option} checked={isChecked(option)} disabled={isDisabled(option)} onToggle={toggle} />
          ))}
        </SimpleGrid>
        {hidden > 0 ? (
          <Button alignSelf="flex-start" size="sm" variant="ghost" colorPalette="brand" onClick={() => setOpen(true)}>
            Ver más ({hidden})
          </Button>
        ) : null}
      </Stack>
      <OptionsModal
        title={legend}
        open={open}
        onClose={() => setOpen(false)}
        options={options}
        isChecked={isChecked}
        isDisabled={isDisabled}
        onToggle={toggle}
        limitMessage={limitMessage}
      />
    </Fieldset.Root>
  );
}
