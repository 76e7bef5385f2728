import type { UserType } from '@emind/domain';
import { JWT_ALGORITHM, JWT_ISSUER } from '@emind/server-kit';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';

export const ACCESS_TOKEN_SECONDS = 30 * 60;

export interface AccessTokenSigner {
  sign(claims: { userId: number; userType: UserType; profileId: number }): Promise<string>;
}

export async function createAccessTokenSigner(privateKeyPem: string): Promise<AccessTokenSigner> {
  const key: CryptoKey = await importPKCS8(privateKeyPem, JWT_ALGORITHM);
  return {
    sign: ({ userId, userType, profileId }) =>
      new SignJWT({ user_type: userType, profile_id: profileId, issued_at_ms: Date.now() })
        .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(JWT_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
  };
}
