import type { ReactNode } from 'react';
import { Field } from '@emind/web-ui';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  helper?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  children: ReactNode;
}

/** Label, input, hint and error message wired together (the label names the input for screen readers). */
export function FormField({ label, error, helper, disabled, readOnly, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} readOnly={readOnly} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
