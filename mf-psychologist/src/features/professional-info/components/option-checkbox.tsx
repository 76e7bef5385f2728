import { Checkbox } from '@emind/web-ui';

interface OptionCheckboxProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (label: string) => void;
}

export function OptionCheckbox({ label, checked, disabled, onToggle }: OptionCheckboxProps) {
  return (
    <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={() => onToggle(label)} colorPalette="brand" size="sm" alignItems="flex-start">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
