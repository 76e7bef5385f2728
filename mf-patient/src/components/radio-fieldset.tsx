import type { Ref } from 'react';
import { chakra, Fieldset, Stack } from '@emind/web-ui';

interface RadioFieldsetProps<Value> {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null | undefined;
  onChange: (value: Value) => void;
  error?: string | undefined;
  /** Given to the first radio, so a form can move focus to a group left unanswered. */
  inputRef?: Ref<HTMLInputElement>;
  inline?: boolean;
}

/** Native radios in a fieldset named by its legend: Tab reaches the group, the arrow keys move the choice. */
export function RadioFieldset<Value extends string | number | boolean>(props: RadioFieldsetProps<Value>) {
  const { legend, name, options, value, onChange, error, inputRef, inline = false } = props;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" color="fg">{legend}</Fieldset.Legend>
      <Stack direction={inline ? 'row' : 'column'} gap="2" wrap="wrap">
        {options.map((option, index) => (
          <chakra.label
            key={String(option.value)}
            display="flex" alignItems="center" gap="3" px="3" py="2" borderWidth="1px" rounded="md" cursor="pointer"
            borderColor={value === option.value ? 'brand.500' : 'border'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
          >
            <chakra.input
              type="radio" name={name} value={String(option.value)} accentColor="brand.600"
              checked={value === option.value} onChange={() => onChange(option.value)} ref={index === 0 ? inputRef : undefined}
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
