/**
 * Resolves in a later task of the event loop: work after `await nextTask()` runs once the browser has had the main
 * thread back, to paint and to answer input. A first page's boot is split this way so that no step of it is one long
 * task on a phone (Lighthouse counts every task over 50 ms).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
