import type { RefusalCode } from '@emind/contracts';

export type FieldErrors = Record<string, string[]>;

/** The server answered with a 4xx/5xx: `data` is its body ({detail} or a field map). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(detailOf(data) ?? `Error ${status}`);
    this.name = 'ApiError';
  }

  get detail(): string | null {
    return detailOf(this.data);
  }

  /** What the refusal is (every 4xx carries one): branch on it, never on `detail`'s words. */
  get code(): RefusalCode | null {
    if (!this.data || typeof this.data !== 'object' || !('code' in this.data) || typeof this.data.code !== 'string') return null;
    return this.data.code as RefusalCode;
  }

  get fieldErrors(): FieldErrors {
    if (!this.data || typeof this.data !== 'object') return {};
    return Object.fromEntries(
      Object.entries(this.data).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
    );
  }
}

/** No answer at all (offline, server down, aborted). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('NETWORK_ERROR', { cause });
    this.name = 'NetworkError';
  }
}

function detailOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'detail' in data && typeof data.detail === 'string') return data.detail;
  return null;
}
