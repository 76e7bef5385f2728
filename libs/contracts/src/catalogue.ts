import { documentStatuses, experienceTypes, verificationDocumentTypes, verificationStatuses } from '@emind/domain';
import { z } from 'zod';

import { calendarDate, optionalText, REQUIRED, requiredText } from './common.ts';
import { bankInfoSchema } from './profile.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';

const experienceTypeValues = experienceTypes.map((t) => t.value) as [string, ...string[]];
export const experienceTypeSchema = z.enum(experienceTypeValues as ['PRACTICUM', 'ASSISTANTSHIP', 'WORK', 'VOLUNTEERING', 'OTHER']);
export const verificationStatusSchema = z.enum(verificationStatuses);
export const documentTypeSchema = z.enum(
  verificationDocumentTypes.map((t) => t.value) as ['registration_certificate', 'professional_id', 'specialty_document', 'presentation_video'],
);

export const experienceSchema = z.object({
  id: z.number(),
  experience_type: experienceTypeSchema,
  institution: z.string(),
  role: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
});

export const professionalProfileSchema = z.object({
  id: z.number(),
  professional_title: z.string(),
  health_register_number: z.string(),
  university: z.string(),
  graduation_year: z.number().nullable(),
  experience_description: z.string(),
  specialties: z.array(z.string()),
  target_populations: z.array(z.string()),
  intervention_areas: z.array(z.string()),
  experiences: z.array(experienceSchema),
  verification_status: verificationStatusSchema,
  verification_status_display: z.string(),
  presentation_video_url: z.string().nullable(),
});


export type Experience = z.infer<typeof experienceSchema>;
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

export const professionalPatchBody = z.object({
  health_register_number: optionalText(50),
  university: optionalText(200),
  graduation_year: z.number().int('Año no válido').nullable().optional(),
  experience_description: optionalText(3000),
  specialties: z.array(z.string()).optional(),
  target_populations: z.array(z.string()).optional(),
  intervention_areas: z.array(z.string()).optional(),
});
export type ProfessionalPatchInput = z.input<typeof professionalPatchBody>;

export const experienceItemBody = z.object({
  id: z.number().int().nullable().optional(),
  experience_type: z.enum(experienceTypeSchema.options, { error: REQUIRED }),
  institution: requiredText(200),
  role: requiredText(200),
  start_date: calendarDate(),
  end_date: calendarDate().nullable().optional(),
  description: optionalText(2000),
});
export const experiencesBody = z.object({ experiences: z.array(experienceItemBody).max(50) });
export const experiencesResponse = z.object({ experiences: z.array(experienceSchema) });
export type ExperiencesResponse = z.infer<typeof experiencesResponse>;

export const documentSchema = z.object({
  id: z.number(),
  document_type: documentTypeSchema,
  verification_status: z.enum(documentStatuses),
  rejection_reason: z.string().nullable(),
  description: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  uploaded_at: z.string(),
});
export type VerificationDocument = z.infer<typeof documentSchema>;

export const verificationStatusResponse = z.object({ verification_status: verificationStatusSchema, verification_status_display: z.string() });
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponse>;

export const priceConfigurationSchema = z.object({ min_price: z.number(), max_price: z.number(), platform_fee_percentage: z.number() });
export type PriceConfiguration = z.infer<typeof priceConfigurationSchema>;
/** The psychologist's latest suggested price. */
export const suggestionSchema = z.object({ price: z.number(), created_at: z.string() });
export type SuggestedPrice = z.infer<typeof suggestionSchema>;
/** The price an admin approved, the one patients pay. */
export const priceSchema = z.object({ price: z.number() });
export type ApprovedPrice = z.infer<typeof priceSchema>;
export const suggestBody = z.object({
  price: z.number({ error: 'Por favor, ingrese un precio válido' }).int('Por favor, ingrese un precio válido'),
});
/** Loosely typed on purpose: the admin route answers the spec's own messages for bad values. */
export const setPriceBody = z.object({ price: z.unknown().optional() });

/** A free slot's start: a Chile calendar date and a wall-clock 'HH:MM'. */
export const freeTimeSchema = z.object({ date: z.string(), start_time: z.string() });
export type FreeTime = z.infer<typeof freeTimeSchema>;

export const directoryItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  professional_title: z.string(),
  university: z.string(),
  specialties: z.array(z.string()),
  profile_image: z.string().nullable(),
  verification_status: z.literal('VERIFIED'),
  gender: z.string().nullable(),
  rating: z.number().nullable(),
  review_count: z.number(),
  experience: z.string(),
  price: z.number(),
  availability: z.enum(['Disponible', 'Agenda limitada', 'No disponible']),
  /** The first free slot within the next 14 days (Chile wall clock), or null. */
  next_available: freeTimeSchema.nullable(),
});
export const directoryPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(directoryItemSchema),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** A listed (VERIFIED, active) psychologist's public page; anyone else is a 404 that tells no account state. */
export const publicProfileSchema = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }),
  professional_title: z.string(),
  health_register_number: z.string(),
  profile_image: z.string().nullable(),
  verification_status: verificationStatusSchema,
  presentation_video_url: z.string().nullable(),
  experiences: z.array(experienceSchema),
  specialties: z.array(z.string()),
  intervention_areas: z.array(z.string()),
  target_populations: z.array(z.string()),
  university: z.string(),
  graduation_year: z.number().nullable(),
  experience_description: z.string(),
  gender: z.string().nullable(),
  experience_years: z.number(),
  price: z.number().nullable(),
  rating: z.number().nullable(),
  /** What a cancellation refunds (issue 39); shown before paying. */
  cancellation_policy: cancellationPolicySchema,
  /** The first free slots within the next 14 days, earliest first: what a visitor sees before signing in. */
  next_free_times: z.array(freeTimeSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const userSchema = z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() });

export const adminListItemSchema = z.object({
  id: z.number(),
  user: userSchema,
  profile_image: z.string().nullable(),
  professional_title: z.string(),
  verification_status: verificationStatusSchema,
  verification_status_display: z.string(),
  created_at: z.string(),
  specialties: z.array(z.string()),
});
export const adminListSchema = z.object({ count: z.number(), results: z.array(adminListItemSchema) });
export type PsychologistListItem = z.infer<typeof adminListItemSchema>;
export type PsychologistList = z.infer<typeof adminListSchema>;

export const adminDetailSchema = professionalProfileSchema.extend({
  user: userSchema,
  phone: z.string().nullable(),
  rut: z.string().nullable(),
  gender: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  profile_image: z.string().nullable(),
  created_at: z.string(),
  ...bankInfoSchema.shape,
  verification_documents: z.array(documentSchema),
});
export type PsychologistDetail = z.infer<typeof adminDetailSchema>;

export const statsSchema = z.object({
  totalUsers: z.number(),
  verifiedUsers: z.number(),
  pendingUsers: z.number(),
  rejectedUsers: z.number(),
  clientUsers: z.number(),
});
export type DashboardStats = z.infer<typeof statsSchema>;
