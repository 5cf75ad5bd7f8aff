import { is } from 'superstruct';
import { ApiErrorBody, type RuleFailure } from '@dating/contract';

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

/** The fields a failed call refused, each as the rule failure a form shows under it (translated there by code). */
export function refusedFields(err: unknown): Record<string, RuleFailure> {
  const fields = err instanceof ApiError ? (err.body?.fields ?? {}) : {};
  const out: Record<string, RuleFailure> = {};
  for (const [field, f] of Object.entries(fields)) {
    out[field] = { code: f.code as RuleFailure['code'], params: f.params as RuleFailure['params'] };
  }
  return out;
}
