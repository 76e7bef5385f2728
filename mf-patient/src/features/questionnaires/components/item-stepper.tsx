import { useEffect, useRef } from 'react';
import type { InstrumentDto } from '@emind/contracts';
import { Button, HStack, Progress, Stack, Text } from '@emind/web-ui';
import type { UseFormReturn } from 'react-hook-form';
import type { AnswersInput, AnswersOutput } from './answers-schema';
import { AnswerItem } from './answer-item';

interface ItemStepperProps {
  form: UseFormReturn<AnswersInput, unknown, AnswersOutput>;
  instrument: InstrumentDto;
  step: number;
  onStep: (step: number) => void;
  sending: boolean;
}

/** The phone view: one item per screen, 'Anterior' / 'Siguiente', and where the patient is in the questionnaire. */
export function ItemStepper({ form, instrument, step, onStep, sending }: ItemStepperProps) {
  const total = instrument.items.length;
  const progress = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  // After a step (not on arrival), focus goes to 'Pregunta n de N' so a screen reader reads where it is, then the question.
  useEffect(() => {
    if (shownStep.current !== step) progress.current?.focus();
    shownStep.current = step;
  }, [step]);

  const next = async () => {
    if (await form.trigger(`answers.${step}`)) onStep(step + 1);
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text ref={progress} tabIndex={-1} fontSize="sm" color="fg.muted" outline="none">Pregunta {step + 1} de {total}</Text>
        <Progress.Root value={step + 1} max={total} size="sm" colorPalette="brand" aria-label="Avance del cuestionario">
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
      </Stack>
      <AnswerItem key={step} control={form.control} instrument={instrument} index={step} />
      <HStack gap="3" justify="space-between">
        <Button type="button" variant="outline" disabled={step === 0} onClick={() => onStep(step - 1)}>Anterior</Button>
        {step < total - 1 ? (
          <Button key="next" type="button" colorPalette="brand" onClick={() => void next()}>Siguiente</Button>
        ) : (
          <Button key="send" type="submit" colorPalette="brand" loading={sending}>Enviar respuestas</Button>
        )}
      </HStack>
    </Stack>
  );
}
