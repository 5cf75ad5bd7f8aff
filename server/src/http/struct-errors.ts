import type { StructError } from 'superstruct';
import type { FieldError } from '@dating/contract';
import { ApiError } from './errors';

/**
 * A superstruct shape failure as a 400 'validation' answer. Codes follow the shared rule codes where one
 * fits (required, max_length, unknown_value) so forms can show the same texts as for rule failures.
 */
export function structToApiError(error: StructError, where: 'body' | 'query'): ApiError {
  const fields: Record<string, FieldError> = {};
  for (const failure of error.failures()) {
    const field = failure.path.length ? failure.path.join('.') : where;
    if (fields[field]) continue;
    fields[field] = describe(failure);
  }
  const names = Object.keys(fields);
  return new ApiError(400, 'validation', `Invalid ${where}: ${names.map((n) => `${n} (${fields[n]!.message})`).join('; ')}.`, fields);
}

type Failure = ReturnType<StructError['failures']>[number];

function describe(failure: Failure): FieldError {
  if (failure.value === undefined && failure.type !== 'never') return { code: 'required', message: 'Value is required' };
  if (failure.type === 'never') return { code: 'unknown_field', message: 'This field is not expected here' };
  if (failure.refinement === 'size') {
    const length = typeof failure.value === 'string' ? failure.value.length : 0;
    return length === 0
      ? { code: 'required', message: 'Value is required' }
      : { code: 'invalid_length', message: failure.message };
  }
  if (failure.type === 'enums' || failure.type === 'literal' || failure.type === 'union') {
    return { code: 'unknown_value', message: 'This value is not one of the allowed choices' };
  }
  if (failure.type === 'pattern' || failure.refinement === 'pattern') return { code: 'invalid_format', message: failure.message };
  return { code: 'invalid_type', message: failure.message };
}
