/** localStorage keys the spec names (spec 1 §4); `token` mirrors the access token. */
export const storageKeys = {
  access: 'access_token',
  accessMirror: 'token',
  refresh: 'refresh_token',
  user: 'user',
  profileId: 'profile_id',
  lastRefreshAttempt: 'last_refresh_attempt',
} as const;

export const TOKEN_UPDATED_EVENT = 'tokenUpdated';
/** Fired on window when the session died (refresh rejected); the shell navigates to /login?expired=true. */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';
