import type { InstrumentDto } from '@emind/contracts';
import { Controller, type Control } from 'react-hook-form';
import { RadioFieldset } from '../../../components/radio-fieldset';
import type { AnswersInput, AnswersOutput } from './answers-schema';

interface AnswerItemProps {
  control: Control<AnswersInput, unknown, AnswersOutput>;
  instrument: InstrumentDto;
  index: number;
}

/** One item of the questionnaire: its text as the legend, the four frequencies as radios. */
export function AnswerItem({ control, instrument, index }: AnswerItemProps) {
  return (
    <Controller
      control={control}
      name={`answers.${index}`}
      render={({ field, fieldState }) => (
        <RadioFieldset
          legend={`${index + 1}. ${instrument.items[index] ?? ''}`}
          name={`${instrument.id}-item-${index}`}
          options={instrument.options}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          inputRef={field.ref}
        />
      )}
    />
  );
}
