export * from './storage-keys.ts';
export * from './types.ts';
export * from './session-store.ts';
export * from './jwt.ts';
export * from './refresh-schedule.ts';
export * from './refresh.ts';
export * from './session-keeper.ts';
export * from './query-client.ts';
export { WithQueries } from './with-queries.tsx';
