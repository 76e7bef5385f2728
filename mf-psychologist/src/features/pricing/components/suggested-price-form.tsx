import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, SavedBadge, Stack } from '@emind/web-ui';
import { useTransientFlag } from '@emind/web-account';
import { ApiError } from '@emind/web-api';
import { formatClp, formatThousands } from '@emind/domain';
import { useSuggestPrice } from '../api/suggest-price.ts';
import type { PriceConfiguration } from '@emind/contracts';
import { priceDigits, pricingMessages, validateSuggestedPrice } from '../lib/pricing-rules.ts';

export const PRICE_SAVED_MS = 3000;

function serverMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors.price?.[0] ?? error.detail ?? pricingMessages.save;
  return pricingMessages.save;
}

/** Digits only, shown with thousands dots; required and within the configured range. */
export function SuggestedPriceForm({ config, initial }: { config: PriceConfiguration; initial: number | null }) {
  const [digits, setDigits] = useState(initial ? String(initial) : '');
  const [error, setError] = useState<string | null>(null);
  const [saved, flashSaved] = useTransientFlag(PRICE_SAVED_MS);
  const mutation = useSuggestPrice();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSuggestedPrice(digits, config);
    setError(invalid);
    if (invalid) return;
    try {
      await mutation.mutateAsync(Number(digits));
      flashSaved();
    } catch (cause) {
      setError(serverMessage(cause));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={3}>
        <Field.Root invalid={error !== null}>
          <Field.Label>Precio sugerido por sesión (CLP)</Field.Label>
          <Input
            inputMode="numeric"
            placeholder={formatThousands(config.min_price)}
            value={digits ? formatThousands(Number(digits)) : ''}
            onChange={(e) => setDigits(priceDigits(e.target.value).slice(0, 9))}
          />
          <Field.HelperText>Rango permitido: {formatClp(config.min_price)} - {formatClp(config.max_price)}</Field.HelperText>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <HStack gap={3} justify="flex-end">
          <SavedBadge visible={saved} />
          <Button type="submit" colorPalette="brand" loading={mutation.isPending}>Sugerir precio</Button>
        </HStack>
      </Stack>
    </form>
  );
}
