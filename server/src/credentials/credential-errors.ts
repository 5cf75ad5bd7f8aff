import { ApiError } from '../http/errors';

/** A mailed link that is unknown, used up or out of date: the page offers to mail a new one. */
export const codeInvalid = () =>
  new ApiError(400, 'code_invalid', 'This link has expired or was already used. Please ask for a new one.');

/** The current password did not match (password and address changes ask for it). */
export const wrongPassword = () =>
  new ApiError(400, 'wrong_password', 'Your current password is not correct. Please check it and try again.');
