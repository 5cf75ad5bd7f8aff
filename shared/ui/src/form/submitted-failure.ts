import type { RuleFailureLike } from './RuleMessage';
// by the package's name, as the subpath's other pieces: the shared module's copy, not a second one in this page's files
import { shownFailure, type FieldMetaLike } from '@dating/ui';

/** What a field shows: a rule failure (translated by its code) or a text already in the member's language. */
export type FieldFailure = RuleFailureLike | string;

/** The parts of a react-final-form field's meta that decide what a field shows once the form was sent. */
export type SubmittedFieldMeta = Omit<FieldMetaLike, 'touched'> & { submitFailed?: boolean };

/**
 * What a field shows when its form tells what is wrong on sending, not on leaving a field: nothing before a send
 * was refused; then its live rule failure, else the server's refusal until the field is edited.
 */
export const submittedFailure = (meta: SubmittedFieldMeta): FieldFailure | undefined =>
  shownFailure({ ...meta, touched: meta.submitFailed }) as FieldFailure | undefined;
