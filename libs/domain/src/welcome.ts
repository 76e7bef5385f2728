import { roleLabels, type UserType } from './roles.ts';

/** A word that follows the gender a person gave in their profile, and the one said when none says it. */
export interface GenderedWord {
  FEMALE: string;
  MALE: string;
  neutral: string;
}

const byGender = (word: GenderedWord, gender: string | null | undefined): string =>
  gender === 'FEMALE' || gender === 'MALE' ? word[gender] : word.neutral;

/** How a person is welcomed (spec: 'Bienvenida, Valentina'); neutral when the gender is unknown. */
export const welcomeWords: GenderedWord = { FEMALE: 'Bienvenida', MALE: 'Bienvenido', neutral: 'Te damos la bienvenida' };

/** A role as the person holding it is named: 'Psicóloga' for a woman; the role's own label when the gender is unknown. */
export const roleWords: Record<UserType, GenderedWord> = {
  client: { FEMALE: roleLabels.client, MALE: roleLabels.client, neutral: roleLabels.client },
  psychologist: { FEMALE: 'Psicóloga', MALE: 'Psicólogo', neutral: roleLabels.psychologist },
  admin: { FEMALE: 'Administradora', MALE: 'Administrador', neutral: roleLabels.admin },
};

export const roleLabelFor = (role: UserType, gender: string | null | undefined): string => byGender(roleWords[role], gender);

/** The home's heading: 'Bienvenida, Camila', 'Bienvenido, Felipe', 'Te damos la bienvenida, Alex'. */
export const welcomeHeading = (firstName: string, gender: string | null | undefined): string => `${byGender(welcomeWords, gender)}, ${firstName}`;

/** The toast after signing in: '¡Bienvenida de nuevo, Camila!', or '¡Hola de nuevo, Alex!' when the gender says neither. */
export const welcomeBackMessage = (firstName: string, gender: string | null | undefined): string =>
  `¡${byGender({ ...welcomeWords, neutral: 'Hola' }, gender)} de nuevo, ${firstName}!`;
