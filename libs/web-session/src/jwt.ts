/** The claims the client reads from an access token; the signature is the server's business. */
export interface AccessClaims {
  exp?: number;
  iat?: number;
  sub?: string;
  user_type?: string;
  profile_id?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not one. */
export function decodeJwtPayload(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed && typeof parsed === 'object' ? (parsed as AccessClaims) : null;
  } catch {
    return null;
  }
}

/** Expiry instant in ms since epoch, or null when the token carries none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}
