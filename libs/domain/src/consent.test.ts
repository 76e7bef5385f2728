import { describe, expect, it } from 'vitest';
import { consentRequiredMessage, pendingLegalDocuments } from './consent.ts';
import { currentLegalVersions } from './privacy.ts';

describe('consent to the documents in force', () => {
  it('is pending for each document whose version in force was not accepted', () => {
    expect(pendingLegalDocuments([])).toEqual(['terms', 'privacy']);
    expect(pendingLegalDocuments([{ document: 'terms', version: '2020-01-01' }, { document: 'privacy', version: currentLegalVersions.privacy }])).toEqual(['terms']);
    expect(pendingLegalDocuments([{ document: 'terms', version: currentLegalVersions.terms }, { document: 'privacy', version: currentLegalVersions.privacy }])).toEqual([]);
  });

  it('says which documents are missing', () => {
    expect(consentRequiredMessage(['terms'])).toBe('Debes aceptar la versión vigente de los Términos y Condiciones para continuar.');
    expect(consentRequiredMessage(['privacy'])).toBe('Debes aceptar la versión vigente de la Política de Privacidad para continuar.');
    expect(consentRequiredMessage(['terms', 'privacy'])).toBe(
      'Debes aceptar la versión vigente de los Términos y Condiciones y de la Política de Privacidad para continuar.',
    );
  });
});
