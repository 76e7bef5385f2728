import { bankAccountTypes, banks, formatRut, genderValues, isValidRut, RUT_INVALID_MESSAGE } from '@emind/domain';
import { z } from 'zod';
import { emailField, REQUIRED, requiredText, text } from './common.ts';
import { phoneField } from './auth.ts';

export const profileRoles = ['client', 'psychologist', 'admin'] as const;
export type ProfileRole = (typeof profileRoles)[number];

export const IMAGE_TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo es 5MB.';
export const IMAGE_WRONG_TYPE = 'Formato de imagen no permitido. Usa JPG, PNG o WebP.';
export const IMAGE_MISSING = 'Debes adjuntar una imagen en el campo profile_image';
export const COMUNA_NOT_IN_REGION = 'La comuna no pertenece a la región seleccionada';
export const REGION_INVALID = 'Región no válida';
export const GENDER_INVALID = 'Género no válido';

/** RUT with a valid check digit, stored as "12.345.678-5". */
export const rutField = () =>
  text()
    .trim()
    .refine(isValidRut, RUT_INVALID_MESSAGE)
    .transform((value) => formatRut(value));

const nullable = <T extends z.ZodType>(schema: T) => z.union([z.null(), z.literal('').transform(() => null), schema]);

export const profilePatchBody = z.object({
  first_name: requiredText(100).optional(),
  last_name: text().trim().max(100).optional(),
  rut: nullable(rutField()).optional(),
  gender: nullable(z.enum(genderValues, { error: GENDER_INVALID })).optional(),
  phone: nullable(phoneField()).optional(),
  region: nullable(text().trim().max(100)).optional(),
  city: nullable(text().trim().max(100)).optional(),
});
export type ProfilePatch = z.infer<typeof profilePatchBody>;
export type ProfilePatchInput = z.input<typeof profilePatchBody>;

const bankCodes = banks.map((bank) => bank.value) as [string, ...string[]];
const accountTypeCodes = bankAccountTypes.map((type) => type.value) as [string, ...string[]];

export const bankInfoBody = z.object({
  bank_name: z.enum(bankCodes, { error: 'Banco no válido' }),
  bank_account_type: z.enum(accountTypeCodes, { error: 'Tipo de cuenta no válido' }),
  bank_account_number: text()
    .trim()
    .regex(/^\d{4,20}$/, 'El número de cuenta debe tener solo dígitos (entre 4 y 20)'),
  bank_account_owner: requiredText(150),
  bank_account_owner_rut: rutField(),
  bank_account_owner_email: emailField(),
});
export type BankInfoUpdate = z.infer<typeof bankInfoBody>;
export type BankInfoInput = z.input<typeof bankInfoBody>;

export const bankInfoSchema = z.object({
  bank_name: z.string().nullable(),
  bank_account_type: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_owner: z.string().nullable(),
  bank_account_owner_rut: z.string().nullable(),
  bank_account_owner_email: z.string().nullable(),
  bank_account_type_display: z.string().nullable(),
  bank_name_display: z.string().nullable(),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;

export const profileSchema = z
  .object({
    id: z.number(),
    user: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    rut: z.string().nullable(),
    gender: z.enum(genderValues).nullable(),
    phone: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    profile_image: z.string().nullable(),
    professional_title: z.string().nullable(),
  })
  .extend(bankInfoSchema.shape);
export type Profile = z.infer<typeof profileSchema>;

export const profileImageSchema = z.object({ profile_image: z.string().nullable() });
export type ProfileImage = z.infer<typeof profileImageSchema>;
export const profileImageRemovedSchema = z.object({ profile_image: z.null() });
export type ProfileImageRemoved = z.infer<typeof profileImageRemovedSchema>;

export { REQUIRED };
