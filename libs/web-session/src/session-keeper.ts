import { useSessionStore, expireSession } from './session-store.ts';
import { refreshSession, RefreshRejectedError } from './refresh.ts';
import { storageKeys, TOKEN_UPDATED_EVENT } from './storage-keys.ts';
import {
  EXPIRY_CHECK_INTERVAL_MS,
  STARTUP_SYNC_MAX_TRIES,
  STARTUP_SYNC_RETRY_MS,
  STORAGE_SYNC_INTERVAL_MS,
  msUntilRefresh,
} from './refresh-schedule.ts';

let stopKeeper: (() => void) | null = null;

async function tryRefresh(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    if (error instanceof RefreshRejectedError) expireSession();
    // A network failure keeps the session: the next check or the 401 path tries again.
  }
}

/** Startup: a stored user without an access token gets one from the refresh token, or is logged out. */
function startupSync(onDone: () => void): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (): void => {
    tries += 1;
    const store = useSessionStore.getState();
    store.syncFromStorage();
    const { user, access, refresh } = useSessionStore.getState();
    if (!user || access) return onDone();
    if (refresh) {
      void refreshSession({ force: true })
        .catch(() => expireSession())
        .finally(onDone);
      return;
    }
    if (tries < STARTUP_SYNC_MAX_TRIES) {
      timer = setTimeout(attempt, STARTUP_SYNC_RETRY_MS);
      return;
    }
    useSessionStore.getState().signOut();
    onDone();
  };
  useSessionStore.getState().setRestoring(true);
  attempt();
  return () => clearTimeout(timer);
}

/**
 * Keeps the access token fresh for the whole app (spec 1 §4). Idempotent: remotes may call it too,
 * there is one keeper per page. Returns a stop function.
 */
export function startSessionKeeper(): () => void {
  if (stopKeeper) return stopKeeper;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (): void => {
    clearTimeout(refreshTimer);
    const { access, refresh } = useSessionStore.getState();
    if (!access || !refresh) return;
    const wait = msUntilRefresh(access, Date.now());
    if (wait === null) return;
    refreshTimer = setTimeout(() => void tryRefresh(), wait);
  };

  const stopStartup = startupSync(() => {
    useSessionStore.getState().setRestoring(false);
    schedule();
  });
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.access !== previous.access) schedule();
  });
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || (Object.values(storageKeys) as string[]).includes(event.key)) {
      useSessionStore.getState().syncFromStorage();
    }
  };
  // Deferred: signIn fires the event before it has written the user.
  const onTokenUpdated = (): void => queueMicrotask(() => useSessionStore.getState().syncFromStorage());
  const expiryCheck = setInterval(() => {
    const { access, refresh } = useSessionStore.getState();
    if (access && refresh && msUntilRefresh(access, Date.now()) === 0) void tryRefresh();
  }, EXPIRY_CHECK_INTERVAL_MS);
  const storageSync = setInterval(() => useSessionStore.getState().syncFromStorage(), STORAGE_SYNC_INTERVAL_MS);
  window.addEventListener('storage', onStorage);
  window.addEventListener(TOKEN_UPDATED_EVENT, onTokenUpdated);

  stopKeeper = () => {
    stopStartup();
    clearTimeout(refreshTimer);
    clearInterval(expiryCheck);
    clearInterval(storageSync);
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(TOKEN_UPDATED_EVENT, onTokenUpdated);
    stopKeeper = null;
  };
  return stopKeeper;
}
