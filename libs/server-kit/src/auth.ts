import { userTypes, type UserType } from '@emind/domain';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { cachedAccountAccess, readAccountAccess, tokenStillValid } from './account-access.ts';
import { readPendingConsents } from './consent.ts';
import type { DatabaseHandle } from './database.ts';
import { VerifiedTokens } from './verified-tokens.ts';
import { forbidden, unauthorized, messages } from './errors.ts';

export interface AuthUser {
  id: number;
  userType: UserType;
  profileId: number;
}

export const JWT_ALGORITHM = 'EdDSA';
export const JWT_ISSUER = 'e-mind-identity';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  user_type: z.enum(userTypes),
  profile_id: z.number().int(),
  /** When the token was issued, to the millisecond: `iat` has whole seconds, too coarse to tell a token from a reset. */
  issued_at_ms: z.number().int(),
  /** Identity signs every access token with an expiry; one without would never end. */
  exp: z.number().int(),
});
type Claims = z.infer<typeof claimsSchema>;

/** fast-jwt's own default: as many verified tokens as it keeps. */
const MAX_VERIFIED_TOKENS = 1_000;

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    verifyAccessToken(token: string): Promise<AuthUser>;
  }
}

export interface AuthPluginOptions {
  /** PEM (SPKI) Ed25519 public key: services only verify, never sign. */
  publicKey: string;
  /**
   * Where identity's `account_access` view is read, so a deactivation or a password reset ends access everywhere,
   * and its `legal_acceptances`, so an action needs the terms in force accepted.
   */
  database: DatabaseHandle;
}

/** Verifies access tokens (@fastify/jwt, EdDSA) and checks the account may still use them. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: { public: options.publicKey },
      // fast-jwt remembers what it verified, refusals included (an Ed25519 check per request was a tenth of a
      // booking's CPU). It is asked only about tokens VerifiedTokens does not hold. Deactivations and resets are
      // still checked on every request.
      verify: { algorithms: [JWT_ALGORITHM], allowedIss: JWT_ISSUER, cache: true },
      decoratorName: 'jwtClaims',
    });
    const accountAccess = cachedAccountAccess(readAccountAccess(options.database.db));
    const verified = new VerifiedTokens<Claims>(MAX_VERIFIED_TOKENS);
    const verify = (token: string): Claims => {
      const kept = verified.read(token, Date.now());
      if (kept) return kept;
      let claims: Claims;
      try {
        claims = claimsSchema.parse(app.jwt.verify(token));
      } catch {
        throw unauthorized(messages.invalidToken);
      }
      verified.keep(token, claims, claims.exp * 1000);
      return claims;
    };
    app.decorate('verifyAccessToken', async (token: string): Promise<AuthUser> => {
      const claims = verify(token);
      const id = Number(claims.sub);
      if (!tokenStillValid(await accountAccess(id, claims.issued_at_ms), claims.issued_at_ms)) throw unauthorized(messages.invalidToken);
      return { id, userType: claims.user_type, profileId: claims.profile_id };
    });
    app.decorate('pendingConsents', readPendingConsents(options.database.db));
    app.decorateRequest('authUser', null);
  },
  { name: 'emind-auth', fastify: '5.x' },
);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Hook (onRequest for a whole folder, so a wrong role is 403 before any body validation, or preHandler):
 * a valid access token of one of `roles` (any role when none given).
 */
export function requireRole(...roles: UserType[]): (request: FastifyRequest) => Promise<void> {
  return async function checkRole(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.authRequired);
    const user = await request.server.verifyAccessToken(token);
    if (roles.length > 0 && !roles.includes(user.userType)) throw forbidden();
    request.authUser = user;
  };
}

export const requireAuth = (): ((request: FastifyRequest) => Promise<void>) => requireRole();

/** The authenticated user inside a handler guarded by `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(messages.authRequired);
  return request.authUser;
}
