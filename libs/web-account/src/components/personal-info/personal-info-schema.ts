import { z } from 'zod';
import {
  formatPhone, formatRut, genderValues, isCompletePhone, isValidRut, phoneDigits,
  PHONE_INVALID_MESSAGE, RUT_INVALID_MESSAGE,
} from '@emind/domain';
import { profilePatchBody, type Profile, type ProfilePatchInput } from '@emind/contracts';
import { REQUIRED_MESSAGE } from '../../lib/constants.ts';

const name = z.string().trim().min(1, REQUIRED_MESSAGE).max(100, 'Máximo 100 caracteres');

/** What the inputs hold (a RUT and a phone as displayed); the form's own words, the last name required. */
const personalInfoFieldsSchema = z.object({
  first_name: name,
  last_name: name,
  rut: z.string().refine((v) => v === '' || isValidRut(v), RUT_INVALID_MESSAGE),
  gender: z.union([z.enum(genderValues), z.literal('')]),
  phone: z.string().refine((v) => phoneDigits(v) === '' || isCompletePhone(formatPhone(v)), PHONE_INVALID_MESSAGE),
  region: z.string(),
  city: z.string(),
});

export type PersonalInfoValues = z.infer<typeof personalInfoFieldsSchema>;

/**
 * The fields' rules first, then the route's schema on the PATCH the values become: whatever the server would refuse
 * is refused here, under the same field and in its words (a field's first message is the one shown).
 */
export const personalInfoSchema = personalInfoFieldsSchema.superRefine((values, ctx) => {
  const patch = profilePatchBody.safeParse(toPersonalInfoPatch(values));
  for (const issue of patch.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

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
