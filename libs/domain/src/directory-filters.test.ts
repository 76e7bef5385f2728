import { describe, expect, it } from 'vitest';
import {
  catalogueEntries,
  catalogueTag,
  criteriaFor,
  criterionTags,
  directoryFilterCriteria,
  matchesCriterion,
  profileTags,
  type CatalogueKind,
  type DirectoryFilterName,
} from './directory-filters.ts';
import { yearsOfExperience } from './experience.ts';
import { directoryFilters } from './professional.ts';

describe('directory filter mapping table', () => {
  const names = Object.keys(directoryFilters) as DirectoryFilterName[];

  it('covers exactly the option lists of every filter', () => {
    for (const name of names) expect(Object.keys(directoryFilterCriteria[name]).sort(), name).toEqual([...directoryFilters[name]].sort());
  });

  it('maps every option to at least one catalogue entry, and only to real entries', () => {
    for (const name of names) {
      for (const [option, criterion] of Object.entries(directoryFilterCriteria[name])) {
        const size = criterion.specialties.length + criterion.populations.length + criterion.interventions.length;
        expect(size, `${name}: ${option}`).toBeGreaterThan(0);
        for (const s of criterion.specialties) expect(catalogueEntries.specialties, `${option} → ${s}`).toContain(s);
        for (const p of criterion.populations) expect(catalogueEntries.populations, `${option} → ${p}`).toContain(p);
        for (const i of criterion.interventions) expect(catalogueEntries.interventions, `${option} → ${i}`).toContain(i);
      }
    }
  });

  it('uses the kinds decisions.md names for each filter', () => {
    for (const c of Object.values(directoryFilterCriteria.approach)) expect(c.populations.length + c.interventions.length).toBe(0);
    for (const c of Object.values(directoryFilterCriteria.ageGroup)) expect(c.specialties.length + c.interventions.length).toBe(0);
    for (const c of Object.values(directoryFilterCriteria.modality)) expect(c.interventions).toHaveLength(0);
    for (const c of Object.values(directoryFilterCriteria.reason)) expect(c.specialties.length + c.populations.length).toBe(0);
  });

  it('builds the criteria of the chosen options and rejects unknown ones', () => {
    expect(criteriaFor({})).toEqual([]);
    const criteria = criteriaFor({ approach: 'Terapia de Gestalt', reason: 'Ansiedad' });
    expect(criteria).toHaveLength(2);
    expect(() => criteriaFor({ modality: 'Telepatía' })).toThrow();
  });

  it('matches a profile by any overlap of the mapped entries', () => {
    const profile = { specialties: ['Terapia Gestalt'], target_populations: ['Parejas'], intervention_areas: ['Trastorno de pánico'] };
    expect(matchesCriterion(profile, directoryFilterCriteria.approach['Terapia de Gestalt']!)).toBe(true);
    expect(matchesCriterion(profile, directoryFilterCriteria.approach['Psicoanálisis']!)).toBe(false);
    expect(matchesCriterion(profile, directoryFilterCriteria.modality['Pareja']!)).toBe(true);
    expect(matchesCriterion(profile, directoryFilterCriteria.modality['Familiar']!)).toBe(false);
    expect(matchesCriterion(profile, directoryFilterCriteria.reason['Ansiedad']!)).toBe(true);
    expect(matchesCriterion(profile, directoryFilterCriteria.ageGroup['Adolescentes (13-17 años)']!)).toBe(false);
  });
});

describe('catalogue tags', () => {
  it('are distinct for every catalogue entry', () => {
    const tags = (Object.keys(catalogueEntries) as CatalogueKind[]).flatMap((kind) => catalogueEntries[kind].map((value) => catalogueTag(kind, value)));
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags.every((tag) => Number.isInteger(tag) && tag >= 0 && tag < 2 ** 31)).toBe(true);
  });

  it('overlap exactly when the profile matches the criterion', () => {
    const entries = catalogueEntries;
    for (let i = 0; i < 200; i++) {
      const pick = (list: readonly string[], n: number) => list.filter((_, k) => (k * 7 + i * 13) % list.length < n);
      const profile = { specialties: pick(entries.specialties, 3), target_populations: pick(entries.populations, 2), intervention_areas: pick(entries.interventions, 3) };
      const tags = new Set(profileTags(profile));
      for (const name of Object.keys(directoryFilterCriteria) as DirectoryFilterName[]) {
        for (const criterion of Object.values(directoryFilterCriteria[name])) {
          expect(criterionTags(criterion).some((tag) => tags.has(tag))).toBe(matchesCriterion(profile, criterion));
        }
      }
    }
  });
});

describe('yearsOfExperience', () => {
  const now = new Date(2026, 5, 15);
  it('counts from the graduation year', () => {
    expect(yearsOfExperience(2019, ['2010-01-01'], now)).toBe(7);
    expect(yearsOfExperience(2026, [], now)).toBe(0);
  });
  it('falls back to whole years since the earliest experience', () => {
    expect(yearsOfExperience(null, ['2020-03-01', '2018-07-01'], now)).toBe(7);
    expect(yearsOfExperience(null, ['2018-06-16'], now)).toBe(7);
    expect(yearsOfExperience(null, ['2018-06-15'], now)).toBe(8);
  });
  it('is 0 with neither', () => {
    expect(yearsOfExperience(null, [], now)).toBe(0);
  });
});
