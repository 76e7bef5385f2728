import { crisisNumberParts, onlineConsent } from '@emind/domain/measures';
import { Checkbox, chakra, Link, Stack, Text } from '@emind/web-ui';
import { Controller, type Control } from 'react-hook-form';
import type { IntakeOutput, IntakeValues } from './intake-schema';

/** The consent's text, one click away, and the required checkbox that accepts its version in force. */
export function OnlineConsentField({ control }: { control: Control<IntakeValues, unknown, IntakeOutput> }) {
  return (
    <Stack gap="2">
      <chakra.details borderWidth="1px" rounded="md" px="4" py="3">
        <chakra.summary cursor="pointer" fontWeight="medium" color="brand.700">Leer el {onlineConsent.title}</chakra.summary>
        <chakra.ol mt="3" ps="5" display="grid" gap="2" fontSize="sm">
          {onlineConsent.sections.map((section) => (
            <li key={section.title}>
              <strong>{section.title}.</strong>{' '}
              {crisisNumberParts(section.text).map((part, index) =>
                part.href ? <Link key={index} href={part.href} fontWeight="semibold" textDecoration="underline">{part.text}</Link> : part.text,
              )}
            </li>
          ))}
        </chakra.ol>
        <Text mt="2" fontSize="xs" color="fg.muted">Versión {onlineConsent.version}</Text>
      </chakra.details>
      <Controller
        control={control}
        name="online_consent"
        render={({ field, fieldState }) => (
          <Stack gap="1">
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              invalid={Boolean(fieldState.error)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>He leído y acepto el {onlineConsent.title}</Checkbox.Label>
            </Checkbox.Root>
            {fieldState.error ? <Text fontSize="sm" color="fg.error">{fieldState.error.message}</Text> : null}
          </Stack>
        )}
      />
    </Stack>
  );
}
