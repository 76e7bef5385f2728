import { ApiError } from '@emind/web-api';

/** A 404 on a price means "none yet", not a failure. */
export async function orNone<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
