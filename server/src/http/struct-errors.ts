import type { StructError } from 'superstruct';
import type { FieldError } from '@dating/contract';
import { ApiError, fieldError, VALIDATION_MESSAGE } from './errors';

/**
 * A superstruct shape failure as a 400 'validation' answer. Codes follow the shared rule codes where one
 * fits (required, min_length, max_length, unknown_value) so forms show the same translated texts as for
 * rule failures. superstruct's own wording ('Expected a string with a length between `0` and `150`...') is
 * for developers: it goes to the log (`detail`), never into the answer.
 */
export function structToApiError(error: StructError, where: 'body' | 'query'): ApiError {
  const fields: Record<string, FieldError> = {};
  const detail: string[] = [];
  for (const failure of error.failures()) {
    const field = failure.path.length ? failure.path.join('.') : where;
    if (fields[field]) continue;
    fields[field] = describe(failure);
    detail.push(`${field}: ${failure.message}`);
  }
  return new ApiError(400, 'validation', VALIDATION_MESSAGE, fields, `Invalid ${where}: ${detail.join('; ')}`);
}

type Failure = ReturnType<StructError['failures']>[number];

function describe(failure: Failure): FieldError {
  if (failure.value === undefined && failure.type !== 'never') return fieldError({ code: 'required' });
  if (failure.type === 'never') return fieldError({ code: 'unknown_field' });
  if (failure.refinement === 'size') return sizeFailure(failure);
  if (failure.type === 'enums' || failure.type === 'literal' || failure.type === 'union') return fieldError({ code: 'unknown_value' });
  if (failure.type === 'pattern' || failure.refinement === 'pattern') return fieldError({ code: 'invalid_format' });
  return fieldError({ code: 'invalid_type' });
}

/** superstruct states a size's bounds only in its message: "... a length between `0` and `150` but ...". */
function sizeFailure(failure: Failure): FieldError {
  const length = typeof failure.value === 'string' ? [...failure.value].length : 0;
  const bounds = /between `(\d+)` and `(\d+)`|of `(\d+)`/.exec(failure.message);
  const min = Number(bounds?.[1] ?? bounds?.[3] ?? 0);
  const max = Number(bounds?.[2] ?? bounds?.[3] ?? Number.MAX_SAFE_INTEGER);
  if (length === 0 && min > 0) return fieldError({ code: 'required' });
  return fieldError(length < min ? { code: 'min_length', params: { min } } : { code: 'max_length', params: { max } });
}
