import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, SimpleGrid, Spinner, Stack, Text, toast } from '@emind/web-ui';
import { ApiError } from '@emind/web-api';
import { formatClp, formatThousands } from '@emind/domain';
import { usePsychologistPrices } from '../api/get-psychologist-prices.ts';
import { useSetPsychologistPrice } from '../api/set-psychologist-price.ts';
import { approvedPriceError, formatPriceInput, parsePriceInput, priceMessages } from '../lib/approved-price.ts';
import { DetailSection } from './detail-section.tsx';

function PriceFigure({ label, price, emptyText }: { label: string; price: number | null; emptyText: string }) {
  return (
    <Stack gap={0} borderWidth="1px" borderRadius="md" p={3}>
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="xl" fontWeight="bold">{price === null ? emptyText : formatClp(price)}</Text>
    </Stack>
  );
}

/** The psychologist's suggestion beside the approved price, and the form that sets it. */
export function PriceManagement({ psychologistId }: { psychologistId: number }) {
  const prices = usePsychologistPrices(psychologistId);
  const mutation = useSetPsychologistPrice(psychologistId);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = value ?? (prices.data?.approved != null ? formatThousands(prices.data.approved) : '');

  const copySuggestion = () => {
    if (prices.data?.suggested == null) {
      setError(priceMessages.noSuggestion);
      return;
    }
    setValue(formatThousands(prices.data.suggested));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = approvedPriceError(shown);
    setError(problem);
    const price = parsePriceInput(shown);
    if (problem || price === null) return;
    try {
      await mutation.mutateAsync(price);
      toast.success('Precio actualizado correctamente');
      setValue(null);
    } catch (e) {
      const fieldError = e instanceof ApiError ? e.fieldErrors.price?.[0] : undefined;
      setError(fieldError ?? 'Error al actualizar el precio');
      toast.error('Error al actualizar el precio');
    }
  };

  return (
    <DetailSection title="Gestión de precios">
      {prices.isPending ? <Spinner /> : null}
      {prices.isError ? <Text color="fg.error" role="alert">Error al cargar los precios</Text> : null}
      {prices.data ? (
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
            <PriceFigure label="Precio sugerido por el psicólogo" price={prices.data.suggested} emptyText="Sin sugerencia" />
            <PriceFigure label="Precio aprobado" price={prices.data.approved} emptyText="Sin precio aprobado" />
          </SimpleGrid>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap={3}>
              <Field.Root invalid={error !== null}>
                <Field.Label>Precio aprobado por sesión (CLP)</Field.Label>
                <Input
                  inputMode="numeric"
                  placeholder="Ej: 25.000"
                  value={shown}
                  onChange={(e) => { setValue(formatPriceInput(e.target.value)); setError(null); }}
                />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
              </Field.Root>
              <HStack gap={3} wrap="wrap">
                <Button type="button" variant="outline" onClick={copySuggestion}>Usar este precio</Button>
                <Button type="submit" colorPalette="brand" loading={mutation.isPending}>Guardar precio</Button>
              </HStack>
            </Stack>
          </form>
        </Stack>
      ) : null}
    </DetailSection>
  );
}
