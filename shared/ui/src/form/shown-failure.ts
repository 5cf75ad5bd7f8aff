import type { RuleFailureLike } from './RuleMessage';

/** The parts of a react-final-form field's meta that decide what it shows. */
export interface FieldMetaLike {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/** What a field shows: its live rule failure once left, else the server's refusal until the field is edited. */
export function shownFailure(meta: FieldMetaLike): RuleFailureLike | undefined {
  if (!meta.touched) return undefined;
  return (meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined)) as RuleFailureLike | undefined;
}
