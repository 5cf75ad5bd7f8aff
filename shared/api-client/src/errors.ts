import { is } from 'superstruct';
import { ApiErrorBody } from '@dating/contract';

/** A call that got an answer other than 2xx, or whose answer broke the contract. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    readonly endpoint: string,
  ) {
    super(body?.message ?? `Request ${endpoint} failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** the server's code ('validation', 'invalid_credentials', ...), or 'network' / 'contract' */
  get code(): string {
    return this.body?.error ?? (this.status === 0 ? 'network' : 'http');
  }
}

export function toErrorBody(json: unknown): ApiErrorBody | null {
  return is(json, ApiErrorBody) ? json : null;
}
