import regionsData from './catalogue/regions-and-comunas.json' with { type: 'json' };
import banksData from './catalogue/banks.json' with { type: 'json' };
import universitiesData from './catalogue/universities.json' with { type: 'json' };

export interface Region {
  region: string;
  comunas: string[];
}
export interface Option<T extends string = string> {
  value: T;
  label: string;
}

const METROPOLITAN_REGION = 'Región Metropolitana de Santiago';
/** Where most people live comes first; the others keep their order from north to south. */
export const regions: readonly Region[] = [
  ...regionsData.filter((r) => r.region === METROPOLITAN_REGION),
  ...regionsData.filter((r) => r.region !== METROPOLITAN_REGION),
];
export const banks: readonly Option[] = banksData.banks;
export const bankAccountTypes: readonly Option[] = banksData.accountTypes;
export const universities: readonly string[] = [...universitiesData.universities, universitiesData.other];

export function comunasOf(region: string): readonly string[] {
  return regions.find((r) => r.region === region)?.comunas ?? [];
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string | null {
  return options.find((o) => o.value === value)?.label ?? null;
}

export const genders = [
  { value: 'MALE', label: 'Masculino' },
  { value: 'FEMALE', label: 'Femenino' },
  { value: 'OTHER', label: 'Otro' },
  { value: 'PREFER_NOT_TO_SAY', label: 'Prefiero no decir' },
] as const satisfies readonly Option[];

export type Gender = (typeof genders)[number]['value'];
export const genderValues = genders.map((g) => g.value) as [Gender, ...Gender[]];

/** A stored gender as the API types it; null for none or one no longer offered. */
export const asGender = (value: string | null | undefined): Gender | null => genderValues.find((gender) => gender === value) ?? null;
