import {
  comunasOf,
  directoryFilterCriteria,
  interventionOptions,
  isValidRut,
  matchesCriterion,
  populationOptions,
  specialtyOptions,
  universities,
  type DirectoryFilterName,
} from '@emind/domain';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { avatarSvg, demoMp4, demoPdf, demoPng } from './files.ts';
import { demoPsychologists } from './psychologists.ts';

const verified = demoPsychologists.filter((p) => p.verification_status === 'VERIFIED');

describe('demo psychologists', () => {
  it('has at least 12 verified and a few awaiting verification, with unique e-mails', () => {
    expect(verified.length).toBeGreaterThanOrEqual(12);
    expect(demoPsychologists.length - verified.length).toBeGreaterThanOrEqual(3);
    expect(new Set(demoPsychologists.map((p) => p.email)).size).toBe(demoPsychologists.length);
    for (const p of demoPsychologists) expect(p.email).toMatch(/^[a-z]+\.[a-z]+@e-mind\.cl$/);
  });

  it('uses valid RUTs, comunas, universities and catalogue entries (≤ 5 each)', () => {
    for (const p of demoPsychologists) {
      expect(isValidRut(p.rut), p.rut).toBe(true);
      expect(comunasOf(p.region), p.city).toContain(p.city);
      expect(universities).toContain(p.university);
      for (const [list, options] of [[p.specialties, specialtyOptions], [p.target_populations, populationOptions], [p.intervention_areas, interventionOptions]] as const) {
        expect(list.length).toBeGreaterThanOrEqual(1);
        expect(list.length).toBeLessThanOrEqual(5);
        for (const item of list) expect(options, item).toContain(item);
      }
    }
  });

  it('gives verified ones a price within bounds and a schedule', () => {
    for (const p of verified) {
      expect(p.approved_price).toBeGreaterThanOrEqual(5000);
      expect(p.approved_price).toBeLessThanOrEqual(15000);
      expect(Object.keys(p.schedule).length).toBeGreaterThan(0);
    }
    expect(new Set(verified.map((p) => p.approved_price)).size).toBeGreaterThan(8);
  });

  it('lets every directory filter option find someone', () => {
    for (const name of Object.keys(directoryFilterCriteria) as DirectoryFilterName[]) {
      for (const [option, criterion] of Object.entries(directoryFilterCriteria[name])) {
        expect(verified.some((p) => matchesCriterion(p, criterion)), `${name}: ${option}`).toBe(true);
      }
    }
  });
});

describe('generated files', () => {
  it('are detected by content', async () => {
    expect((await fileTypeFromBuffer(demoPdf('Certificado')))?.mime).toBe('application/pdf');
    expect((await fileTypeFromBuffer(demoPng('#2B6CB0')))?.mime).toBe('image/png');
    expect((await fileTypeFromBuffer(demoMp4(60)))?.mime).toBe('video/mp4');
    expect(avatarSvg('Ana', 'Díaz', '#000000').toString()).toContain('>AD<');
  });
});
