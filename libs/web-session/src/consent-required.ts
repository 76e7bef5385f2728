import { CONSENT_REQUIRED_CODE } from '@emind/domain';

/** Fired on window when the server refused an action until the legal documents in force are accepted. */
export const CONSENT_REQUIRED_EVENT = 'consentRequired';

/** The server's 403 `consent_required`: the person must accept the documents in force before acting. */
export function isConsentRequired(status: number, body: unknown): boolean {
  return status === 403 && typeof body === 'object' && body !== null && 'code' in body && body.code === CONSENT_REQUIRED_CODE;
}

/** Asks the shell to show '/aceptar-condiciones' and come back here afterwards. */
export function askForConsent(): void {
  window.dispatchEvent(new Event(CONSENT_REQUIRED_EVENT));
}
