import type { StructError } from 'superstruct';
import { ruleOfFailure } from '@dating/contract';
import { ApiError, fieldError, VALIDATION_MESSAGE, type RuleFieldError } from './errors';

/**
 * A superstruct shape failure as a 400 'validation' answer. Codes follow the shared rule codes where one
 * fits (required, min_length, max_length, unknown_value, and the rule a contract refinement names:
 * number_between, invalid_characters) so forms show the same translated texts as for rule failures.
 * superstruct's own wording ('Expected a string with a length between `0` and `150`...') is for developers:
 * it goes to the log (`detail`), never into the answer.
 */
export function structToApiError(error: StructError, where: 'body' | 'query'): ApiError {
  // A Map, not an object: a field may be named __proto__.
  const fields = new Map<string, RuleFieldError>();
  const detail: string[] = [];
  for (const failure of error.failures()) {
    const field = failure.path.length ? failure.path.join('.') : where;
    if (fields.has(field)) continue;
    fields.set(field, describe(failure));
    detail.push(`${field}: ${failure.message}`.slice(0, 300));
  }
  const answer = Object.fromEntries(fields);
  return new ApiError(400, 'validation', VALIDATION_MESSAGE, answer, `Invalid ${where}: ${detail.join('; ')}`);
}

type Failure = ReturnType<StructError['failures']>[number];

function describe(failure: Failure): RuleFieldError {
  if (failure.value === undefined && failure.type !== 'never') return fieldError({ code: 'required' });
  if (failure.type === 'never') return fieldError({ code: 'unknown_field' });
  const rule = ruleOfFailure(failure);
  if (rule) return fieldError(rule);
  if (failure.refinement === 'size') return sizeFailure(failure);
  if (failure.type === 'enums' || failure.type === 'literal' || failure.type === 'union')
    return fieldError({ code: 'unknown_value' });
  if (failure.type === 'pattern' || failure.refinement === 'pattern') return fieldError({ code: 'invalid_format' });
  return fieldError({ code: 'invalid_type' });
}

/** superstruct states a size's bounds only in its message: "... a length between `0` and `150` but ...". */
function sizeFailure(failure: Failure): RuleFieldError {
  const length = typeof failure.value === 'string' ? [...failure.value].length : 0;
  const bounds = /between `(\d+)` and `(\d+)`|of `(\d+)`/.exec(failure.message);
  const min = Number(bounds?.[1] ?? bounds?.[3] ?? 0);
  const max = Number(bounds?.[2] ?? bounds?.[3] ?? Number.MAX_SAFE_INTEGER);
  if (length === 0 && min > 0) return fieldError({ code: 'required' });
  return fieldError(length < min ? { code: 'min_length', params: { min } } : { code: 'max_length', params: { max } });
}
