import { directoryFilters, interventionOptions, populationOptions, specialtyOptions } from './professional.ts';

/**
 * What one directory filter option means in catalogue terms: a psychologist matches when any of their
 * specialties, target populations or intervention areas is in the corresponding list.
 */
export interface FilterCriterion {
  specialties: readonly string[];
  populations: readonly string[];
  interventions: readonly string[];
}

export type DirectoryFilterName = keyof typeof directoryFilters;

const none: readonly string[] = [];
const bySpecialties = (specialties: readonly string[]): FilterCriterion => ({ specialties, populations: none, interventions: none });
const byPopulations = (populations: readonly string[]): FilterCriterion => ({ specialties: none, populations, interventions: none });
const byInterventions = (interventions: readonly string[]): FilterCriterion => ({ specialties: none, populations: none, interventions });

const ageGroups = directoryFilters.ageGroup;

/** The one table (decisions.md): approach → specialties, age group → populations, modality → both, reason → interventions. */
export const directoryFilterCriteria: Record<DirectoryFilterName, Record<string, FilterCriterion>> = {
  approach: {
    Psicoanálisis: bySpecialties(['Psicoanálisis', 'Psicoterapia Psicoanalítica']),
    'Psicoterapia integrativa': bySpecialties(['Terapia Integrativa', 'Enfoque Transteórico', 'Psicoterapia Ecléctica', 'Terapia de Pareja Integrativa']),
    'Terapia breve estratégica': bySpecialties(['Terapia Breve Estratégica', 'Terapia Breve Centrada en Soluciones', 'Terapia Familiar Estratégica']),
    'Terapia cognitiva conductual': bySpecialties([
      'Terapia Cognitivo-Conductual (TCC)',
      'Terapia Racional Emotiva Conductual (TREC)',
      'Terapia de Aceptación y Compromiso (ACT)',
      'Terapia Dialéctico-Conductual (DBT)',
      'Terapia Cognitiva basada en Mindfulness (MBCT)',
      'Activación Conductual',
      'Terapia de Esquemas',
      'Reestructuración Cognitiva',
      'Terapia Metacognitiva',
      'Terapia de Pareja Cognitivo-Conductual',
      'Terapia de Exposición Prolongada',
      'Terapia de Procesamiento Cognitivo',
    ]),
    'Terapia constructivista': bySpecialties(['Terapia Narrativa', 'Terapia Narrativa del Trauma', 'Terapia Experiencial', 'Focusing']),
    'Terapia sistémico-relacional': bySpecialties([
      'Terapia Sistémica',
      'Terapia Familiar',
      'Terapia Familiar Estratégica',
      'Terapia Familiar Estructural',
      'Psicoterapia Interpersonal',
      'Terapia basada en la Teoría del Apego',
    ]),
    'Terapia de Gestalt': bySpecialties(['Terapia Gestalt']),
    'Terapia humanista': bySpecialties([
      'Terapia Humanista',
      'Terapia Centrada en la Persona',
      'Logoterapia',
      'Terapia Existencial',
      'Análisis Transaccional',
      'Terapia Experiencial',
      'Focusing',
      'Psicoterapia Positiva',
    ]),
    'Terapia narrativa': bySpecialties(['Terapia Narrativa', 'Terapia Narrativa del Trauma']),
    'Terapia psicodinámica': bySpecialties([
      'Psicoterapia Psicodinámica',
      'Psicoterapia Breve Psicodinámica',
      'Psicoterapia Psicoanalítica',
      'Psicoterapia Interpersonal',
    ]),
  },
  // The age-group labels are population entries themselves.
  ageGroup: Object.fromEntries(ageGroups.map((label) => [label, byPopulations([label])])),
  modality: {
    Individual: byPopulations([
      ...ageGroups,
      'Estudiantes',
      'Universitarios',
      'Profesionales',
      'Emprendedores',
      'Ejecutivos y líderes',
      'Profesionales sanitarios',
      'Mujeres',
      'Hombres',
      'Personas en proceso de duelo',
      'Personas con enfermedades crónicas',
    ]),
    Pareja: {
      specialties: ['Terapia de Pareja', 'Terapia de Pareja Focalizada en las Emociones (EFT)', 'Terapia de Pareja Cognitivo-Conductual', 'Terapia de Pareja Integrativa', 'Terapia Sexual'],
      populations: ['Parejas', 'Matrimonios', 'Parejas en proceso de separación'],
      interventions: none,
    },
    Familiar: {
      specialties: ['Terapia Familiar', 'Terapia Familiar Estratégica', 'Terapia Familiar Estructural', 'Terapia Sistémica'],
      populations: ['Familias', 'Familias monoparentales', 'Familias reconstituidas', 'Familias adoptivas', 'Familias con hijos adolescentes'],
      interventions: none,
    },
    'En grupo': {
      specialties: ['Psicodrama'],
      populations: ['Grupos terapéuticos', 'Grupos de apoyo', 'Grupos de habilidades sociales', 'Workshops empresariales', 'Equipos de trabajo', 'Comunidades educativas'],
      interventions: none,
    },
  },
  reason: {
    Ansiedad: byInterventions([
      'Ansiedad',
      'Trastorno de ansiedad generalizada',
      'Trastorno de pánico',
      'Fobias específicas',
      'Fobia social',
      'Trastorno de ansiedad por separación',
    ]),
    Depresión: byInterventions(['Depresión', 'Depresión mayor', 'Distimia', 'Trastornos del ánimo', 'Trastorno bipolar', 'Trastorno ciclotímico']),
    'Trastornos alimenticios': byInterventions([
      'Trastornos de la conducta alimentaria',
      'Anorexia nerviosa',
      'Bulimia nerviosa',
      'Trastorno por atracón',
      'Imagen corporal',
    ]),
    'Consumo de alcohol y drogas': byInterventions(['Adicciones', 'Conductas adictivas', 'Control de impulsos']),
    'Trastornos del sueño': byInterventions(['Insomnio y problemas de sueño']),
    Autoestima: byInterventions(['Autoestima', 'Asertividad']),
    'Dificultades sociales': byInterventions(['Habilidades sociales', 'Fobia social', 'Relaciones interpersonales', 'Comunicación asertiva']),
    'Crecimiento personal': byInterventions([
      'Desarrollo personal',
      'Crecimiento postraumático',
      'Propósito de vida',
      'Proyecto de vida',
      'Inteligencia emocional',
      'Crisis existenciales',
    ]),
    Obsesiones: byInterventions(['Trastorno obsesivo-compulsivo (TOC)']),
  },
};

export type DirectoryFilterValues = Partial<Record<DirectoryFilterName, string>>;

/** The criteria of the chosen options (all must hold); an unknown option throws, so callers validate first. */
export function criteriaFor(values: DirectoryFilterValues): FilterCriterion[] {
  const criteria: FilterCriterion[] = [];
  for (const name of Object.keys(directoryFilterCriteria) as DirectoryFilterName[]) {
    const value = values[name];
    if (!value) continue;
    const criterion = directoryFilterCriteria[name][value];
    if (!criterion) throw new Error(`unknown ${name} option: ${value}`);
    criteria.push(criterion);
  }
  return criteria;
}

/** Whether a profile matches one criterion (the same rule the directory query applies in SQL). */
export function matchesCriterion(
  profile: { specialties: readonly string[]; target_populations: readonly string[]; intervention_areas: readonly string[] },
  criterion: FilterCriterion,
): boolean {
  return (
    profile.specialties.some((s) => criterion.specialties.includes(s)) ||
    profile.target_populations.some((p) => criterion.populations.includes(p)) ||
    profile.intervention_areas.some((i) => criterion.interventions.includes(i))
  );
}

/** Catalogue entries by kind, for checking the table. */
export const catalogueEntries = { specialties: specialtyOptions, populations: populationOptions, interventions: interventionOptions };

export type CatalogueKind = keyof typeof catalogueEntries;

/**
 * A stable integer for one catalogue entry (FNV-1a of kind and label, 31 bits): the directory matches filters by
 * overlapping integer arrays, far cheaper than comparing label strings row by row. Independent of list order.
 */
export function catalogueTag(kind: CatalogueKind, value: string): number {
  let hash = 0x811c9dc5;
  const text = `${kind}:${value}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

/** The tags of a profile's three lists. */
export function profileTags(profile: { specialties: readonly string[]; target_populations: readonly string[]; intervention_areas: readonly string[] }): number[] {
  return [
    ...new Set([
      ...profile.specialties.map((s) => catalogueTag('specialties', s)),
      ...profile.target_populations.map((p) => catalogueTag('populations', p)),
      ...profile.intervention_areas.map((i) => catalogueTag('interventions', i)),
    ]),
  ];
}

/** The tags any of which satisfies a criterion. */
export function criterionTags(criterion: FilterCriterion): number[] {
  return [
    ...criterion.specialties.map((s) => catalogueTag('specialties', s)),
    ...criterion.populations.map((p) => catalogueTag('populations', p)),
    ...criterion.interventions.map((i) => catalogueTag('interventions', i)),
  ];
}
