import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { submitResponseBody } from '@emind/contracts';
import type { DraftAnswers } from '../hooks/use-answer-draft';

export const UNANSWERED = 'Elige una respuesta para continuar';

/** Every item answered before sending, then the route's rule for the answers (the server checks the range and scores). */
export const answersSchema = z.object({
  answers: z
    .array(
      z.number().int().nullable().transform((value, ctx) => {
        if (value !== null) return value;
        ctx.addIssue({ code: 'custom', message: UNANSWERED });
        return z.NEVER;
      }),
    )
    .pipe(submitResponseBody.shape.answers),
});
export type AnswersInput = z.input<typeof answersSchema>;
export type AnswersOutput = z.output<typeof answersSchema>;

/** Where the phone view resumes a draft: the first item still unanswered (the last one when all are). */
export const firstUnanswered = (answers: DraftAnswers): number => {
  const index = answers.indexOf(null);
  return index === -1 ? Math.max(answers.length - 1, 0) : index;
};

export const firstInvalid = (errors: FieldErrors<AnswersInput>): number => {
  const byItem = errors.answers;
  if (!Array.isArray(byItem)) return 0;
  const index = byItem.findIndex(Boolean);
  return index === -1 ? 0 : index;
};
