import {
  accessResources,
  legalDocuments,
  optionalMailKinds,
  privacyRequestKinds,
  privacyRequestStatuses,
} from '@emind/domain';
import { z } from 'zod';
import { calendarDate, text } from './common.ts';
import { refusalSchema } from './refusals.ts';

/**
 * The data-rights API (`/api/privacy/…` and `/api/admin/data-requests|access-log`, identity service): consents,
 * exports, erasure and the access log. Ley 21.719 (personal data) and Ley 20.584 (patients' rights).
 */

export const legalDocumentSchema = z.enum(legalDocuments);
export const accessResourceSchema = z.enum(accessResources);
export const privacyRequestKindSchema = z.enum(privacyRequestKinds);
export const privacyRequestStatusSchema = z.enum(privacyRequestStatuses);

export const optionalMailSchema = z.object(
  Object.fromEntries(optionalMailKinds.map((kind) => [kind, z.boolean()])) as Record<(typeof optionalMailKinds)[number], z.ZodBoolean>,
);
export type OptionalMail = z.infer<typeof optionalMailSchema>;

/** GET/PATCH /api/privacy/consents/ and POST /api/privacy/consents/accept/. */
export const consentsSchema = z.object({
  documents: z.array(
    z.object({
      document: legalDocumentSchema,
      label: z.string(),
      current_version: z.string(),
      accepted_version: z.string().nullable(),
      accepted_at: z.string().nullable(),
    }),
  ),
  /** Documents whose version in force the person has not accepted yet: the area asks before entering. */
  pending: z.array(legalDocumentSchema),
  optional_mail: optionalMailSchema,
});
export type Consents = z.infer<typeof consentsSchema>;

export const updateConsentsBody = z.object({ optional_mail: optionalMailSchema.partial() }).strict();
export type UpdateConsents = z.infer<typeof updateConsentsBody>;

export const acceptConsentsBody = z.object({ documents: z.array(legalDocumentSchema).min(1) }).strict();
export type AcceptConsents = z.infer<typeof acceptConsentsBody>;

/** GET /api/privacy/exports/{id}/ (and each row of GET /api/privacy/exports/). */
export const dataExportSchema = z.object({
  id: z.number(),
  status: privacyRequestStatusSchema,
  status_display: z.string(),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Only for its owner, while ready: GET it with the bearer to receive the ZIP. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportsSchema = z.array(dataExportSchema);
/** POST /api/privacy/exports/ (202): the new request, or the one already being prepared. */
export const exportRequestedSchema = dataExportSchema.pick({ id: true, status: true });
export type ExportRequested = z.infer<typeof exportRequestedSchema>;

export const erasureBody = z.object({ password: text().min(1, 'Ingresa tu contraseña') }).strict();
export type ErasureInput = z.infer<typeof erasureBody>;

export const erasureAcceptedSchema = z.object({ id: z.number(), status: privacyRequestStatusSchema, due_at: z.string() });
export type ErasureAccepted = z.infer<typeof erasureAcceptedSchema>;

/** A session that blocks an erasure: upcoming and paid (uploaded, verified) or confirmed. */
export const blockingSessionSchema = z.object({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  status: z.string(),
  status_display: z.string(),
  other_party_name: z.string(),
});
export const erasureBlockedSchema = refusalSchema.extend({ sessions: z.array(blockingSessionSchema) });
export type ErasureBlocked = z.infer<typeof erasureBlockedSchema>;

/** One read of someone's data by someone else. `id` is unique across services (`booking-12`). */
export const accessEntrySchema = z.object({
  id: z.string(),
  service: z.string(),
  actor_id: z.number(),
  actor_name: z.string(),
  actor_role: z.string(),
  actor_role_display: z.string(),
  subject_id: z.number(),
  subject_name: z.string(),
  resource: accessResourceSchema,
  resource_display: z.string(),
  resource_id: z.string().nullable(),
  created_at: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const accessLogPageSchema = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(accessEntrySchema) });
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/**
 * 'Quién ha visto mis datos': the person's entries grouped by who read and what, so they read as one line
 * ("Valentina Rojas (Psicóloga Clínica) vio tu agenda de citas — 12 veces, 3–27 nov").
 */
export const accessGroupSchema = z.object({
  actor_id: z.number(),
  actor_name: z.string(),
  actor_role: z.string(),
  actor_role_display: z.string(),
  resource: accessResourceSchema,
  /** What was seen, in the person's words ('tu agenda de citas'). */
  seen_display: z.string(),
  /** The whole line: "<actor_name> (<actor_role_display>) vio <seen_display>". */
  summary: z.string(),
  /** Entries: each read of one record, or each window a list showed the person (see docs/privacy/access-log.md). */
  times: z.number(),
  first_at: z.string(),
  last_at: z.string(),
});
export type AccessGroup = z.infer<typeof accessGroupSchema>;
export const accessGroupsPageSchema = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(accessGroupSchema) });
export type AccessGroupsPage = z.infer<typeof accessGroupsPageSchema>;

export const accessLogQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** Admin filters: person (the subject), actor (id or e-mail), dates in Chile. */
export const adminAccessLogQuery = accessLogQuery.extend({
  subject: text().trim().max(254).optional(),
  actor: text().trim().max(254).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
});

export const dataRequestSchema = z.object({
  id: z.number(),
  kind: privacyRequestKindSchema,
  kind_display: z.string(),
  status: privacyRequestStatusSchema,
  status_display: z.string(),
  user_id: z.number(),
  user_email: z.string(),
  user_type: z.string(),
  requested_at: z.string(),
  /** The legal deadline (erasure: EMIND_ERASURE_DAYS; export: the same). */
  due_at: z.string(),
  completed_at: z.string().nullable(),
  /** Hours from request to completion, null while open. */
  hours_taken: z.number().nullable(),
  /** Every privacy service of the manifest, in its order, with its Spanish label and whether it has written its part. */
  parts: z.array(z.object({ service: z.string(), label: z.string(), done: z.boolean() })),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestsPageSchema = z.object({ count: z.number(), page: z.number(), page_size: z.number(), results: z.array(dataRequestSchema) });
export type DataRequestsPage = z.infer<typeof dataRequestsPageSchema>;
export const dataRequestsQuery = accessLogQuery.extend({
  kind: privacyRequestKindSchema.optional(),
  status: privacyRequestStatusSchema.optional(),
});
