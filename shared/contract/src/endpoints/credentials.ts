import { nullable, object, size } from 'superstruct';
import { endpoint } from '../endpoint';
import { Ok } from '../entities/misc';
import { User } from '../entities/user';
import { Text } from '../primitives';
import { UserAnswer } from './session';

/**
 * Credentials (docs/product.md §2: reset-password, reset-password/do, mail-change/do, notifications
 * #email-change-incorrect): the mailed links that reset a password or move an account to a new address, and
 * the password and address changes a logged-in member makes on /profile.
 */

const Email = size(Text, 1, 254);
const Password = size(Text, 1, 1024);
/** the code of a mailed link (43 characters); anything longer is not ours */
const MailCode = size(Text, 1, 200);

/** Asks for a reset mail. Answers the same whether or not the address has an account. */
export const postResetPassword = endpoint({
  method: 'POST',
  path: '/api/reset_password.php',
  body: object({ email: Email }),
  response: Ok,
  auth: false,
});

/** The mailed link's code and a new password: every session of the account ends, and this browser logs in. */
export const postResetPasswordDo = endpoint({
  method: 'POST',
  path: '/api/reset_password.php',
  fixedQuery: { do: '1' },
  body: object({ code: MailCode, password: Password }),
  response: UserAnswer,
  auth: false,
});

/** A new password for the logged-in member; every other session of theirs ends. */
export const postPasswordChange = endpoint({
  method: 'POST',
  path: '/api/password.php',
  body: object({ current_password: Password, password: Password }),
  response: Ok,
  auth: true,
});

/**
 * A new address for the logged-in member. An activated account keeps its address until the link mailed to
 * the new one is opened (`pending_email`); an account never activated moves at once (its address was never
 * confirmed) and the activation mail goes to the new address.
 */
export const postMailChange = endpoint({
  method: 'POST',
  path: '/api/mail_change.php',
  body: object({ email: Email, password: Password }),
  response: object({ user: User, pending_email: nullable(Text) }),
  auth: true,
});

/** The link mailed to the new address: the account moves to it. No login needed. */
export const postMailChangeDo = endpoint({
  method: 'POST',
  path: '/api/mail_change.php',
  fixedQuery: { do: '1' },
  body: object({ code: MailCode }),
  response: object({ email: Text }),
  auth: false,
});

/**
 * "This was not me", the link of the notice to the old address: the address goes back, a new password is
 * set, every session ends and this browser logs in. No login needed: the member may have lost access.
 */
export const postMailChangeUndo = endpoint({
  method: 'POST',
  path: '/api/mail_change.php',
  fixedQuery: { undo: '1' },
  body: object({ code: MailCode, password: Password }),
  response: UserAnswer,
  auth: false,
});
