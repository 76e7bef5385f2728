import { forwardRef, type ComponentProps } from 'react';
import { Input } from '@chakra-ui/react';
import { cleanRut, formatRut } from '@emind/domain';

type InputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'>;

export interface RutInputProps extends InputProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** The longest RUT: 8 body digits plus the check character. */
const RUT_MAX_CHARS = 9;

/** Keeps digits and K only and shows them as 12.345.678-K while typing. */
export const RutInput = forwardRef<HTMLInputElement, RutInputProps>(function RutInput(
  { value, onValueChange, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(event) => onValueChange(formatRut(cleanRut(event.target.value).slice(0, RUT_MAX_CHARS)))}
    />
  );
});
