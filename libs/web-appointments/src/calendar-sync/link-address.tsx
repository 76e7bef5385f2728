import { useState } from 'react';
import type { CalendarLink } from '@emind/contracts';
import { Button, HStack, Input, Link, Stack, Text } from '@emind/web-ui';

/** The address just generated, shown this once: copy it, or open it as webcal:// in the calendar app. */
export function LinkAddress({ link }: { link: CalendarLink }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack gap="2" data-testid="calendar-link-address">
      <Text fontWeight="semibold">Tu enlace de suscripción</Text>
      <HStack gap="2">
        <Input readOnly value={link.url} aria-label="Enlace de suscripción" onFocus={(event) => event.currentTarget.select()} fontFamily="mono" fontSize="sm" />
        <Button onClick={() => void copy()} colorPalette="brand" variant="outline">Copiar</Button>
      </HStack>
      <Text fontSize="sm" color={copied === 'failed' ? 'red.700' : 'fg.muted'} aria-live="polite">
        {copied === 'yes' ? 'Enlace copiado.' : copied === 'failed' ? 'No se pudo copiar: selecciona el enlace y cópialo a mano.' : 'Guárdalo ahora: por seguridad no lo volveremos a mostrar.'}
      </Text>
      <Link href={link.webcal_url} color="brand.700" textDecoration="underline" fontSize="sm">Abrir en mi calendario (webcal://)</Link>
    </Stack>
  );
}
