import { z } from 'zod';
import {
  formatPhone, formatRut, genderValues, isCompletePhone, isValidRut, phoneDigits,
  PHONE_INVALID_MESSAGE, RUT_INVALID_MESSAGE,
} from '@emind/domain';
import { REQUIRED_MESSAGE } from '../../lib/constants.ts';
import type { Profile, ProfilePatchInput } from '@emind/contracts';

const name = z.string().trim().min(1, REQUIRED_MESSAGE).max(100, 'Máximo 100 caracteres');

export const personalInfoSchema = z.object({
  first_name: name,
  last_name: name,
  rut: z.string().refine((v) => v === '' || isValidRut(v), RUT_INVALID_MESSAGE),
  gender: z.union([z.enum(genderValues), z.literal('')]),
  phone: z.string().refine((v) => phoneDigits(v) === '' || isCompletePhone(formatPhone(v)), PHONE_INVALID_MESSAGE),
  region: z.string(),
  city: z.string(),
});

export type PersonalInfoValues = z.infer<typeof personalInfoSchema>;

export const personalInfoFields = ['first_name', 'last_name', 'rut', 'gender', 'phone', 'region', 'city'] as const;

export function toPersonalInfoValues(profile: Profile): PersonalInfoValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    rut: profile.rut ? formatRut(profile.rut) : '',
    gender: profile.gender ?? '',
    phone: formatPhone(profile.phone ?? ''),
    region: profile.region ?? '',
    city: profile.city ?? '',
  };
}

/** Empty optional fields are sent as null so that clearing one really clears it. */
export function toPersonalInfoPatch(values: PersonalInfoValues): ProfilePatchInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    rut: values.rut ? formatRut(values.rut) : null,
    gender: values.gender || null,
    phone: phoneDigits(values.phone) ? formatPhone(values.phone) : null,
    region: values.region || null,
    city: values.region && values.city ? values.city : null,
  };
}
