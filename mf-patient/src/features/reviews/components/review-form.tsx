import { zodResolver } from '@hookform/resolvers/zod';
import { submitReviewBody, type PendingReviewAppointment } from '@emind/contracts';
import { DEFAULT_REVIEW_SIGNATURE, formatLongDate, REVIEW_COMMENT_MAX } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Button, Card, Field, Stack, Text, Textarea, toast } from '@emind/web-ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmitReview } from '../api/submit-review';
import { SignatureChoice } from './signature-choice';
import { StarRatingInput } from './star-rating-input';

const formSchema = submitReviewBody.pick({ rating: true, comment: true, signature: true });
type FormValues = z.input<typeof formSchema>;

/** One session to rate: 1–5 stars (required: submitting is impossible at 0), an optional comment and how it is signed. */
export function ReviewForm({ appointment }: { appointment: PendingReviewAppointment }) {
  const submit = useSubmitReview();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: { rating: 0, comment: '', signature: DEFAULT_REVIEW_SIGNATURE } });
  const rating = useWatch({ control: form.control, name: 'rating' });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const when = formatLongDate(`${appointment.date}T12:00:00Z`);
  const title = `Sesión con ${appointment.psychologist_data.name}`;

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(
      { appointment: appointment.id, ...values },
      {
        onSuccess: () => toast.success('¡Gracias por tu valoración!'),
        onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.detail ? error.detail : 'Error al enviar la valoración'),
      },
    ),
  );

  return (
    <Card.Root as="article" aria-label={title} variant="outline">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="3">
            <Stack gap="0.5">
              <Text fontWeight="semibold">{title}</Text>
              <Text fontSize="sm" color="fg.muted">{when}, {appointment.start_time}</Text>
            </Stack>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => <StarRatingInput name={`rating-${appointment.id}`} legend="Tu valoración" value={field.value} onChange={field.onChange} />}
            />
            <Field.Root invalid={Boolean(form.formState.errors.comment)}>
              <Field.Label>Comentario (opcional)</Field.Label>
              <Textarea {...form.register('comment')} placeholder="Cuéntanos tu experiencia..." maxLength={REVIEW_COMMENT_MAX} rows={3} />
              <Field.HelperText>{comment.length}/{REVIEW_COMMENT_MAX}</Field.HelperText>
              <Field.ErrorText>{form.formState.errors.comment?.message}</Field.ErrorText>
            </Field.Root>
            <Controller
              control={form.control}
              name="signature"
              render={({ field }) => (
                <SignatureChoice name={`signature-${appointment.id}`} value={field.value ?? DEFAULT_REVIEW_SIGNATURE} onChange={field.onChange} />
              )}
            />
            <Button type="submit" colorPalette="brand" alignSelf="start" disabled={rating < 1} loading={submit.isPending}>
              Enviar valoración
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
