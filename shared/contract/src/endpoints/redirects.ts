import { object, optional } from 'superstruct';
import { Text } from '../primitives';
import { endpoint } from '../endpoint';

/** A redirect's answer: the Location the browser is sent to. */
const Location = Text;

/** Opens a webcam of the partner feed (docs/product.md §6); the partner's URL comes from the server's settings. */
export const getXcamsRedirect = endpoint({
  method: 'GET',
  path: '/api/xcams/redirect.php',
  query: object({ account: optional(Text) }),
  response: Location,
  auth: false,
  redirect: true,
});

/** The partner's own flow (signup, search) for resell buttons. */
export const getResellpartner = endpoint({
  method: 'GET',
  path: '/api/resellpartner.php',
  query: object({ flow: optional(Text) }),
  response: Location,
  auth: false,
  redirect: true,
});

/** The activation mail's link: activates, logs the member in, sends the browser to /activate/done (or /error). */
export const getActivateLink = endpoint({
  method: 'GET',
  path: '/activate',
  query: object({ code: optional(Text) }),
  response: Location,
  auth: false,
  redirect: true,
});
