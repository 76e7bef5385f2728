import { create } from 'zustand';
import { asUserType } from '@emind/domain';
import { storageKeys, TOKEN_UPDATED_EVENT } from './storage-keys.ts';
import type { SessionTokens, SessionUser } from './types.ts';

interface SessionState {
  user: SessionUser | null;
  access: string | null;
  refresh: string | null;
  signIn: (tokens: SessionTokens & { user: SessionUser }) => void;
  setTokens: (tokens: SessionTokens) => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  signOut: () => void;
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
  signIn: ({ access, refresh, user }) => {
    writeTokens({ access, refresh });
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.profileId, String(user.profile_id));
    set({ user, access, refresh });
  },
  setTokens: (tokens) => {
    writeTokens(tokens);
    set(tokens);
  },
  updateUser: (patch) => {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    set({ user });
  },
  signOut: () => {
    for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
    set({ user: null, access: null, refresh: null });
  },
}));

/** Convenience hook for components: the current user (null when logged out). */
export function useCurrentUser(): SessionUser | null {
  return useSessionStore((s) => s.user);
}
