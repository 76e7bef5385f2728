// A subpath, not the shared index: a shared module is never tree-shaken, and the public pages' bar has no use for it.

/**
 * Fired on window when the psychologist marked a safety flag reviewed: the shell's bar asks its count again. The bar
 * lives outside the areas' query cache (the public pages load no react-query), so an event, not an invalidation.
 */
export const SAFETY_FLAGS_CHANGED_EVENT = 'safetyFlagsChanged';

export function announceSafetyFlagsChanged(): void {
  window.dispatchEvent(new Event(SAFETY_FLAGS_CHANGED_EVENT));
}
