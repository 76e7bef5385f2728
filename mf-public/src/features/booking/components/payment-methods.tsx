import { useEffect, useRef } from 'react';
import { paymentMethods, type PaymentMethodId } from '@emind/domain';
import { Box, Button, Stack, Text } from '@emind/web-ui';

interface PaymentMethodsProps {
  selected: PaymentMethodId | null;
  onSelect: (method: PaymentMethodId) => void;
}

/** Spec 2: only bank transfer can be chosen; the others say 'Próximamente disponible'. */
export function PaymentMethods({ selected, onSelect }: PaymentMethodsProps) {
  const group = useRef<HTMLDivElement>(null);
  // The step opens with the focus on the first method that can be chosen, not left on the button that led here.
  useEffect(() => {
    group.current?.querySelector<HTMLButtonElement>('[role="radio"]:not(:disabled)')?.focus();
  }, []);
  return (
    <Stack ref={group} gap="3" role="radiogroup" aria-label="Método de pago">
      {paymentMethods.map((method) => (
        <Button
          key={method.id}
          role="radio"
          aria-checked={selected === method.id}
          variant={selected === method.id ? 'solid' : 'outline'}
          colorPalette="brand"
          disabled={method.disabled}
          onClick={() => onSelect(method.id)}
          h="auto"
          py="3"
          justifyContent="flex-start"
          textAlign="left"
          whiteSpace="normal"
        >
          <Box>
            <Text fontWeight="semibold">{method.name}</Text>
            <Text fontSize="sm" fontWeight="normal">{method.disabled ? method.disabledMessage : method.description}</Text>
          </Box>
        </Button>
      ))}
    </Stack>
  );
}
