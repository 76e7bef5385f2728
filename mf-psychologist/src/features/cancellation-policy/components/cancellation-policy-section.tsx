import { Heading, Skeleton, Stack, Text } from '@emind/web-ui';
import { useCancellationPolicy } from '../api/get-cancellation-policy.ts';
import { CancellationPolicyForm } from './cancellation-policy-form.tsx';

/** 'Política de cancelación': what a patient's cancellation refunds, shown on the profile and before paying. */
export function CancellationPolicySection() {
  const policy = useCancellationPolicy();
  return (
    <Stack gap={3} as="section" aria-labelledby="cancellation-policy-heading">
      <Heading as="h2" size="lg" id="cancellation-policy-heading">Política de cancelación</Heading>
      <Text fontSize="sm" color="fg.muted">Tus pacientes la ven en tu perfil y antes de pagar.</Text>
      {policy.data ? <CancellationPolicyForm initial={policy.data} /> : null}
      {policy.isPending ? <Skeleton height="80px" /> : null}
      {policy.isError ? <Text color="red.600" role="alert">No se pudo cargar la política de cancelación.</Text> : null}
    </Stack>
  );
}
