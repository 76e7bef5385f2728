import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { InstrumentDto, PendingMeasure, ScoreDto } from '@emind/contracts';
import { ApiError } from '@emind/web-api';
import { Button, Heading, Stack, Text, toast, useBreakpointValue } from '@emind/web-ui';
import { useForm } from 'react-hook-form';
import { useSubmitResponse } from '../api/submit-response';
import { useAnswerDraft } from '../hooks/use-answer-draft';
import { answersSchema, firstInvalid, firstUnanswered, type AnswersInput, type AnswersOutput } from './answers-schema';
import { AnswerItem } from './answer-item';
import { ItemStepper } from './item-stepper';

const SEND_FAILED = 'No pudimos enviar tus respuestas. Inténtalo de nuevo.';

function sendError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return SEND_FAILED;
  return error.detail ?? error.fieldErrors.answers?.[0] ?? SEND_FAILED;
}

interface QuestionnaireFormProps {
  instrument: InstrumentDto;
  pending: PendingMeasure;
  onScored: (score: ScoreDto) => void;
}

/** Answering one questionnaire: all items on one page from `md` up, one per screen below; a draft survives a reload. */
export function QuestionnaireForm({ instrument, pending, onScored }: QuestionnaireFormProps) {
  const { initial, save, clear } = useAnswerDraft(pending.assignment, pending.due_at, instrument.items.length);
  const form = useForm<AnswersInput, unknown, AnswersOutput>({ resolver: zodResolver(answersSchema), defaultValues: { answers: initial } });
  // Kept on every change without drawing the whole form again (only the item answered is).
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => save(values.answers) }), [form, save]);
  const [step, setStep] = useState(() => firstUnanswered(initial));
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const submit = useSubmitResponse();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const score = await submit.mutateAsync({ assignment: pending.assignment, answers: values.answers });
        clear();
        onScored(score);
      } catch (error) {
        toast.error(sendError(error));
      }
    },
    (errors) => setStep(firstInvalid(errors)),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="questionnaire-title">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="questionnaire-title">{instrument.title}</Heading>
          <Text color="fg.muted">{instrument.prompt}</Text>
        </Stack>
        {wide ? (
          <>
            {instrument.items.map((item, index) => <AnswerItem key={item} control={form.control} instrument={instrument} index={index} />)}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={submit.isPending}>Enviar respuestas</Button>
          </>
        ) : (
          <ItemStepper form={form} instrument={instrument} step={step} onStep={setStep} sending={submit.isPending} />
        )}
        <Text fontSize="xs" color="fg.muted">Fuente: {instrument.source}</Text>
      </Stack>
    </form>
  );
}
