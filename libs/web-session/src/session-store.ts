import { create } from 'zustand';
import { asUserType } from '@emind/domain';
import { storageKeys, TOKEN_UPDATED_EVENT, SESSION_EXPIRED_EVENT } from './storage-keys.ts';
import type { SessionTokens, SessionUser } from './types.ts';

export type SessionEnd = 'logout' | 'expired';

interface SessionState {
  user: SessionUser | null;
  access: string | null;
  refresh: string | null;
  /** True while the startup sync is still trying to restore tokens: guards wait instead of redirecting. */
  restoring: boolean;
  /** Why the last session ended; guards use it to pick /login, /login?expired=true or /login?redirect=…. */
  endedBy: SessionEnd | null;
  signIn: (tokens: SessionTokens & { user: SessionUser }) => void;
  setTokens: (tokens: SessionTokens) => void;
  clearTokens: () => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  signOut: (reason?: SessionEnd) => void;
  /** Pull what another tab (or a lost write) left in localStorage into the store. */
  syncFromStorage: () => void;
  setRestoring: (restoring: boolean) => void;
}

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(storageKeys.user);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    const userType = asUserType(user?.user_type);
    return user && userType ? { ...user, user_type: userType } : null;
  } catch {
    return null;
  }
}

function writeTokens({ access, refresh }: SessionTokens): void {
  localStorage.setItem(storageKeys.access, access);
  localStorage.setItem(storageKeys.accessMirror, access);
  localStorage.setItem(storageKeys.refresh, refresh);
  window.dispatchEvent(new Event(TOKEN_UPDATED_EVENT));
}

/** The signed-in user and tokens, mirrored to localStorage under the spec's keys. */
export const useSessionStore = create<SessionState>((set, get) => ({
  user: readUser(),
  access: localStorage.getItem(storageKeys.access),
  refresh: localStorage.getItem(storageKeys.refresh),
  restoring: false,
  endedBy: null,
  signIn: ({ access, refresh, user }) => {
    writeTokens({ access, refresh });
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.profileId, String(user.profile_id));
    set({ user, access, refresh, restoring: false, endedBy: null });
  },
  setTokens: (tokens) => {
    writeTokens(tokens);
    set(tokens);
  },
  clearTokens: () => {
    localStorage.removeItem(storageKeys.access);
    localStorage.removeItem(storageKeys.accessMirror);
    localStorage.removeItem(storageKeys.refresh);
    set({ access: null, refresh: null });
  },
  updateUser: (patch) => {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    set({ user });
  },
  signOut: (reason) => {
    for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
    set({ user: null, access: null, refresh: null, restoring: false, endedBy: reason ?? null });
  },
  syncFromStorage: () => {
    const state = get();
    const access = localStorage.getItem(storageKeys.access);
    const refresh = localStorage.getItem(storageKeys.refresh);
    const user = readUser();
    const sameUser = JSON.stringify(user) === JSON.stringify(state.user);
    if (access === state.access && refresh === state.refresh && sameUser) return;
    set({ access, refresh, user: sameUser ? state.user : user });
  },
  setRestoring: (restoring) => set({ restoring }),
}));

/** Convenience hook for components: the current user (null when logged out). */
export function useCurrentUser(): SessionUser | null {
  return useSessionStore((s) => s.user);
}

/** Logged in means a known user with an access token. */
export function useIsAuthenticated(): boolean {
  return useSessionStore((s) => s.user !== null && s.access !== null);
}

/** The session can no longer be renewed: sign out and let the shell send the user to /login?expired=true. */
export function expireSession(): void {
  useSessionStore.getState().signOut('expired');
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}
