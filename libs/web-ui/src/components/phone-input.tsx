import { forwardRef, type ComponentProps } from 'react';
import { Input } from '@chakra-ui/react';
import { formatPhone, PHONE_PREFIX } from '@emind/domain';

type InputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'>;

export interface PhoneInputProps extends InputProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** Chilean mobile number: the '+56 9 ' prefix cannot be deleted; digits grouped 4+4 (spec 1 §5). */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onValueChange, onKeyDown, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="tel"
      {...rest}
      type="tel"
      value={value || PHONE_PREFIX}
      onChange={(event) => onValueChange(formatPhone(event.target.value))}
      onKeyDown={(event) => {
        const input = event.currentTarget;
        const collapsed = input.selectionStart === input.selectionEnd;
        if (event.key === 'Backspace' && collapsed && (input.selectionStart ?? 0) <= PHONE_PREFIX.length) {
          event.preventDefault();
        }
        onKeyDown?.(event);
      }}
    />
  );
});
