import { useEffect, useRef } from 'react';
import { paymentMethods, type PaymentMethodId, type PaymentMethodOption } from '@emind/domain';
import { Box, Button, Stack, Text } from '@emind/web-ui';

interface PaymentMethodsProps {
  selected: PaymentMethodId | null;
  onSelect: (method: PaymentMethodId) => void;
  /** The methods the installation offers (EMIND_PAYMENT_METHODS); null while unknown. */
  offered?: readonly PaymentMethodId[] | null;
}

const NOT_OFFERED = 'No disponible por ahora';

/** Why a method cannot be chosen, or null when it can. */
function unavailableBecause(method: PaymentMethodOption, offered: readonly PaymentMethodId[] | null): string | null {
  if (method.disabled) return method.disabledMessage;
  if (offered && !offered.includes(method.id)) return NOT_OFFERED;
  return null;
}

/** Spec 2: bank transfer and card payment through Webpay (issue 39); PayPal says 'Próximamente disponible'. */
export function PaymentMethods({ selected, onSelect, offered = null }: PaymentMethodsProps) {
  const group = useRef<HTMLDivElement>(null);
  // The step opens with the focus on the first method that can be chosen, not left on the button that led here.
  useEffect(() => {
    group.current?.querySelector<HTMLButtonElement>('[role="radio"]:not(:disabled)')?.focus();
  }, []);
  return (
    <Stack ref={group} gap="3" role="radiogroup" aria-label="Método de pago">
      {paymentMethods.map((method) => {
        const unavailable = unavailableBecause(method, offered);
        return (
          <Button
            key={method.id}
            role="radio"
            aria-checked={selected === method.id}
            variant={selected === method.id ? 'solid' : 'outline'}
            colorPalette="brand"
            disabled={unavailable !== null}
            onClick={() => onSelect(method.id)}
            h="auto"
            py="3"
            justifyContent="flex-start"
            textAlign="left"
            whiteSpace="normal"
          >
            <Box>
              <Text fontWeight="semibold">{method.name}</Text>
              <Text fontSize="sm" fontWeight="normal">
                {unavailable ?? method.description}
              </Text>
            </Box>
          </Button>
        );
      })}
    </Stack>
  );
}
