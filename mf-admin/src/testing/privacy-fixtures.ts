import type { AccessEntry, DataRequest } from '@emind/contracts';

const privacyParts = [
  ['identity', 'Cuenta y perfil'], ['catalogue', 'Perfil profesional'], ['booking', 'Citas'], ['reviews', 'Reseñas'], ['sessions', 'Sesiones por video'],
  ['measures', 'Ficha de ingreso y cuestionarios'], ['billing', 'Boletas'], ['payments', 'Pagos con tarjeta'], ['messaging', 'Mensajes'],
] as const;

/** A request's parts as identity answers them (every privacy service of its manifest, in order), these ones done. */
export function partsDone(...done: string[]): DataRequest['parts'] {
  return privacyParts.map(([service, label]) => ({ service, label, done: done.includes(service) }));
}

export function dataRequestFixture(id: number, overrides: Partial<DataRequest> = {}): DataRequest {
  return {
    id, kind: 'export', kind_display: 'Exportación de datos', status: 'pending', status_display: 'En preparación',
    user_id: 30 + id, user_email: `persona${id}@example.cl`, user_type: 'client',
    requested_at: '2026-11-20T13:00:00Z', due_at: '2026-12-20T13:00:00Z', completed_at: null, hours_taken: null,
    parts: partsDone('identity', 'booking'), ...overrides,
  };
}

export function accessEntryFixture(id: number, overrides: Partial<AccessEntry> = {}): AccessEntry {
  return {
    id: `booking-${id}`, service: 'booking', actor_id: 9, actor_name: 'Valentina Rojas', actor_role: 'psychologist',
    actor_role_display: 'Psicólogo', subject_id: 31, subject_name: 'Camila Soto', resource: 'patient_detail',
    resource_display: 'Ficha de paciente', resource_id: '31', created_at: '2026-11-24T12:41:07Z', ...overrides,
  };
}

export function pageOf<T>(results: T[], page = 1, count = results.length, page_size = 50): { count: number; page: number; page_size: number; results: T[] } {
  return { count, page, page_size, results };
}
