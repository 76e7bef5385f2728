import type { JsonSchema, Operation } from '../fuzz/openapi-operations.ts';

/**
 * Fields whose value is a person's contact or health data, or names a patient: an answer whose schema has one can hold
 * another person's data. Psychologists' names are not among them: the public directory shows them.
 */
const PERSONAL_FIELD = /(^|_)(email|phone|phone_number|rut|notes)$|^(client_name|patient_name|first_name|last_name|payment_proof_url|bank_account_number|file_name)$/;

/** Every personal field a JSON schema can answer with, as dotted paths. */
export function personalFieldsOf(schema: JsonSchema | undefined, at = ''): string[] {
  if (!schema) return [];
  const nested = [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((inner) => personalFieldsOf(inner, at));
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => [
    ...(PERSONAL_FIELD.test(name) ? [`${at}${name}`] : []),
    ...personalFieldsOf(inner, `${at}${name}.`),
  ]);
  return [...own, ...nested];
}

/**
 * Routes that answer only public data or the caller's own, recognised by rule; null for every other route. The reason
 * is the rule's, so a new route under one of these shapes is judged the same way.
 */
export function ownOrPublicBecause(operation: Operation): string | null {
  if (/\/public\//.test(operation.path)) return 'public: what a psychologist publishes, reviews as first name and initial';
  if (/\/me(\/|$)/.test(operation.path)) return "own: the caller's own profile, documents or bank data";
  if (operation.path.startsWith('/api/auth/')) return "own: the account being signed in, registered or reset (the token's holder)";
  if (operation.path.startsWith('/api/privacy/')) return "own: the caller's own data rights (consents, exports, who read their data)";
  return ALLOWED[`${operation.method} ${operation.path}`] ?? null;
}

/** The remainder, each with why it writes no entry. */
const ALLOWED: Record<string, string> = {
  'GET /api/admin/access-log':
    "the audit trail itself: an admin's look at it is not written into the trail it shows (each look would change it); it names readers and kinds of reads, no contact or health field",
  'GET /api/appointments/client-appointments': "own: the patient's own appointments (the psychologist appears as the directory shows them)",
  'GET /api/comments/client/reviews': "own: the patient's own reviews",
  'POST /api/comments/client/submit': "own: the review the patient just wrote",
  'GET /api/intake': "own: the patient's own intake (its emergency contact is theirs to give)",
  'GET /api/billing/verify/{code}':
    "public: what a reimbursement certificate states of the psychologist (name, RUT, registry number), printed on the certificate the patient hands to their insurer; nothing of the patient",
};

/**
 * Changes whose answer returns someone's record: each records the read like the detail does (they go through the same
 * read function), proved by the service test named. A new change answering personal fields fails the walk until it
 * is added here with its test.
 */
export const CHANGES_PROVED_BY_SERVICE_TESTS: Record<string, string> = {
  'POST /api/appointments': 'own: the client books for themself (booking/test/routes/appointments-booking.test.ts)',
  'POST /api/appointments/series': 'own: the client books a series for themself (booking/test/series)',
  'POST /api/appointments/{id}/upload-payment': "own: the client's proof (booking/test/privacy/access-log.test.ts)",
  'PATCH /api/appointments/{id}/cancel': 'own: the client cancels (appointmentForViewer records others only)',
  'PATCH /api/appointments/{id}/pay-by-transfer': 'own: the client switches their own card booking to a transfer (payments/test/switch-to-transfer.test.ts)',
  'PATCH /api/appointments/{id}/cancel-following': 'own: the client cancels their series',
  'PATCH /api/appointments/{id}/update-payment-status': 'appointmentForViewer: booking/test/privacy/access-log.test.ts',
  'PATCH /api/appointments/{id}/update-status': 'appointmentForViewer: booking/test/privacy/access-log.test.ts',
  'PATCH /api/appointments/{id}/add-notes': "appointmentForViewer, with 'clinical_notes': booking/test/privacy/access-log.test.ts",
  'PATCH /api/appointments/{id}/mark-refunded': 'appointmentForViewer: booking/test/privacy/access-log.test.ts',
  'PATCH /api/appointments/{id}/reschedule': 'appointmentForViewer: booking/test/privacy/access-log.test.ts',
  'PATCH /api/appointments/psychologist_patients/{id}/status': "psychologistPatient's record: booking/test/privacy/access-log.test.ts",
  'PATCH /api/profiles/admin/patients/{id}/status': "the patient's record (identity admin patients)",
  'PATCH /api/profiles/admin/psychologists/documents/{id}/status': "the document's read (catalogue documents.service)",
  'PATCH /api/profiles/admin/psychologists/{id}/toggle-status': "the psychologist's record (catalogue admin.service)",
  'POST /api/schedules/time-off': "the stranded list: booking/test/privacy/access-log-lists.test.ts",
  'PATCH /api/schedules/time-off/holidays': 'the stranded list (timeOffOverview)',
  'PATCH /api/schedules/time-off/stranded/{id}/cancel': 'the stranded list (timeOffOverview)',
  'PATCH /api/comments/admin/reviews/{id}': "the review's read (reviews.service reviewShownTo)",
  'PUT /api/intake': "own: the patient saves their own intake (measures/test/routes/intake.test.ts)",
  'POST /api/admin/payouts': "each line's bank data read ('bank_data'): payments/test/payouts/payouts.test.ts",
  'PATCH /api/admin/payouts/{id}': "each line's bank data read ('bank_data'), as the batch's GET: payments/test/payouts/payouts.test.ts",
};
