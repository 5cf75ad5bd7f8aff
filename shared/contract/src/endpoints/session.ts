import { literal, nullable, object, size } from 'superstruct';
import { Text } from '../primitives';
import { endpoint } from '../endpoint';
import { User } from '../entities/user';

export const UserAnswer = object({ user: User });

/** The current member, or null for a visitor. Polled. */
export const getUser = endpoint({
  method: 'GET',
  path: '/api/user.php',
  response: object({ user: nullable(User) }),
  auth: false,
});

export const LoginBody = object({ email: size(Text, 1, 254), password: size(Text, 1, 1024) });
export const postLogin = endpoint({
  method: 'POST',
  path: '/api/login.php',
  body: LoginBody,
  response: UserAnswer,
  auth: false,
});

/** Answers the JSON string 'done'. */
export const getLogout = endpoint({ method: 'GET', path: '/api/logout.php', response: literal('done'), auth: false });
