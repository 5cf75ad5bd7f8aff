import { array, boolean, object, size, type Infer } from 'superstruct';
import { endpoint } from '../endpoint';
import { Ok } from '../entities/misc';
import { Text } from '../primitives';

/**
 * The /notifications page: the member's push subscriptions on the server, and the mail switches (new
 * message, new like, news) that the server respects when it mails.
 */

/** The push service address of one subscription, shaped like POST's body; push services' endpoints are far shorter. */
export const PushEndpointBody = object({ subscription: object({ endpoint: size(Text, 1, 2000) }) });

/** DELETE user.php?push=1 {subscription: {endpoint}}: forget this browser's subscription (only the member's own). */
export const deleteUserPush = endpoint({
  method: 'DELETE',
  path: '/api/user.php',
  fixedQuery: { push: '1' },
  body: PushEndpointBody,
  response: Ok,
  auth: true,
});

/** GET user.php?push=1: the push service addresses the server keeps for the member (to tell this browser's). */
export const PushSubscriptionList = object({ endpoints: array(Text) });
export const getUserPush = endpoint({
  method: 'GET',
  path: '/api/user.php',
  fixedQuery: { push: '1' },
  response: PushSubscriptionList,
  auth: true,
});

/** Which notification mails the member wants. */
export const NotificationSettings = object({ new_message: boolean(), new_like: boolean(), news: boolean() });
export type NotificationSettings = Infer<typeof NotificationSettings>;

/** The kinds of notification mail, each with its switch and its unsubscribe link. */
export type NotificationMailKind = keyof NotificationSettings;

export const getNotificationSettings = endpoint({
  method: 'GET',
  path: '/api/notification_settings.php',
  response: NotificationSettings,
  auth: true,
});

export const putNotificationSettings = endpoint({
  method: 'PUT',
  path: '/api/notification_settings.php',
  body: NotificationSettings,
  response: NotificationSettings,
  auth: true,
});
