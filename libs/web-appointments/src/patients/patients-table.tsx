import type { ReactNode } from 'react';
import { Card, HStack, Stack, Table, Text } from '@emind/web-ui';
import type { PatientSummary as Patient } from '@emind/contracts';
import { AppointmentDate, PatientContact, PatientIdentity, StatusToggleButton } from './patient-cells.tsx';

interface PatientsViewProps {
  patients: Patient[];
  onToggle: (patient: Patient) => void;
  actions?: (patient: Patient) => ReactNode;
}

export function PatientsTable({ patients, onToggle, actions }: PatientsViewProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Paciente</Table.ColumnHeader>
            <Table.ColumnHeader>Contacto</Table.ColumnHeader>
            <Table.ColumnHeader>Última cita</Table.ColumnHeader>
            <Table.ColumnHeader>Próxima cita</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader><Text srOnly>Acciones</Text></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {patients.map((patient) => (
            <Table.Row key={patient.id} data-testid="patient-row">
              <Table.Cell><PatientIdentity patient={patient} /></Table.Cell>
              <Table.Cell><PatientContact patient={patient} /></Table.Cell>
              <Table.Cell><AppointmentDate date={patient.last_appointment_date} empty="Sin citas" /></Table.Cell>
              <Table.Cell><AppointmentDate date={patient.next_appointment_date} empty="Sin cita programada" /></Table.Cell>
              <Table.Cell textAlign="end">{patient.total_appointments}</Table.Cell>
              <Table.Cell>
                <HStack gap={2} justify="flex-end">
                  {actions?.(patient)}
                  <StatusToggleButton patient={patient} onToggle={onToggle} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Under 768 px each patient is a card instead of a table row. */
export function PatientCards({ patients, onToggle, actions }: PatientsViewProps) {
  return (
    <Stack gap={3}>
      {patients.map((patient) => (
        <Card.Root key={patient.id} data-testid="patient-row">
          <Card.Body gap={3} p={4}>
            <PatientIdentity patient={patient} />
            <PatientContact patient={patient} />
            <Stack gap={1} fontSize="sm">
              <Text color="fg.muted">Última cita</Text>
              <AppointmentDate date={patient.last_appointment_date} empty="Sin citas" />
              <Text color="fg.muted">Próxima cita</Text>
              <AppointmentDate date={patient.next_appointment_date} empty="Sin cita programada" />
              <Text>Total: {patient.total_appointments}</Text>
            </Stack>
            <HStack gap={2}>
              {actions?.(patient)}
              <StatusToggleButton patient={patient} onToggle={onToggle} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
