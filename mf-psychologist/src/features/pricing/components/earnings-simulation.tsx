import { useState } from 'react';
import { Box, Field, Heading, Input, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { formatClp } from '@emind/domain';
import { simulateEarnings } from '../lib/pricing-rules.ts';

function CountInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 3))} />
    </Field.Root>
  );
}

function Figure({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p={3}>
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="lg" fontWeight="bold" data-testid={testId}>{formatClp(amount)}</Text>
    </Box>
  );
}

/** What a price earns over some new patients: the first session of each goes to the platform. */
export function EarningsSimulation({ price }: { price: number }) {
  const [patients, setPatients] = useState('4');
  const [sessions, setSessions] = useState('4');
  const result = simulateEarnings(price, Number(patients || 0), Number(sessions || 0));
  return (
    <Stack gap={4}>
      <Heading as="h3" size="md">Simulación de ganancias</Heading>
      <Text fontSize="sm" color="fg.muted">
        Con un precio de {formatClp(price)} por sesión. La plataforma recibe el 100% de la primera sesión con cada paciente
        nuevo; desde la segunda sesión recibes el 100%.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <CountInput label="Pacientes nuevos" value={patients} onChange={setPatients} />
        <CountInput label="Sesiones por paciente" value={sessions} onChange={setSessions} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
        <Figure label={`Ingreso bruto (${result.sessions} sesiones)`} amount={result.gross} testId="earnings-gross" />
        <Figure label="Comisión de la plataforma" amount={result.platformShare} testId="earnings-platform" />
        <Figure label="Tus ganancias" amount={result.psychologistEarnings} testId="earnings-psychologist" />
      </SimpleGrid>
    </Stack>
  );
}
