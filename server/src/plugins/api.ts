import type { FastifyInstance } from 'fastify';
import { installRequestAuth } from '../auth/request-auth';
import { installCsrfCheck } from '../auth/csrf';
import { userRoutes } from '../routes/user';
import { loginRoutes, type LoginLimit } from '../routes/login';
import { logoutRoutes } from '../routes/logout';
import { siteRoutes } from '../routes/site';
import { chatRoutes } from '../routes/chats';
import { chatStartRoutes } from '../routes/chat-start';
import { chatMessageRoutes } from '../routes/chat-messages';
import { chatTypingRoutes } from '../routes/chat-typing';
import { likeRoutes } from '../routes/likes';
import { searchRoutes } from '../routes/search';
import { profileRoutes } from '../routes/profile';
import { pageHiddenRoutes } from '../routes/page-hidden';
import { xcamsRoutes } from '../routes/xcams';
import { devRoutes } from '../routes/dev';
import { remoteErrorRoutes, type RemoteErrorOptions } from '../routes/remote-error';
import { signupRoutes } from '../routes/signup';
import { passwordResetRoutes, type ResetPasswordLimits } from '../routes/password-reset';
import { passwordChangeRoutes } from '../routes/password-change';
import { mailChangeRoutes } from '../routes/mail-change';
import { profileImageRoutes } from '../routes/profileimage';
import { geocodeRoutes } from '../routes/geocode';
import { pushRoutes } from '../routes/push';
import { notificationSettingsRoutes } from '../routes/notification-settings';
import { notificationUnsubscribeRoutes } from '../routes/notification-unsubscribe';
import { creditsRoutes } from '../routes/credits';
import { orderRoutes } from '../routes/orders';
import { teaserRoutes } from '../routes/teasers';
import { leavingRoutes } from '../routes/leaving';
import { dataExportRoutes } from '../routes/data-export';
import { blockRoutes } from '../routes/blocks';
import { complaintRoutes } from '../routes/complaints';
import { eventStreamRoutes } from '../realtime/event-stream-route';
import type { SignupOptions } from '../signup/signup-options';
import type { MediaStores } from '../objects/media-stores';
import { named } from './display-name';

export interface ApiPluginOptions {
  loginLimit: LoginLimit;
  signup: SignupOptions;
  remoteErrors: RemoteErrorOptions;
  /** member photos and data exports (objects/media-stores.ts) */
  stores: MediaStores;
  /** password reset mails per address and per IP (default in routes/password-reset.ts) */
  resetPasswordLimits?: ResetPasswordLimits;
}

/**
 * The member-facing calls (every contract endpoint): one encapsulated context whose hooks, the session
 * lookup and the CSRF check, apply to exactly the routes registered inside it, however their URL was
 * spelled. Each route family is a plugin of its own below it.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  installRequestAuth(app);
  installCsrfCheck(app);
  // An answer of the API is about whoever asks unless its route says otherwise (the polled lists answer
  // 'private, no-cache' with their ETag, src/http/conditional-get.ts): no shared cache, and no browser cache, keeps
  // a balance, a conversation or a refusal (docs/architecture.md, Security rules).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await app.register(named(userRoutes));
  await app.register(named(loginRoutes), { limit: options.loginLimit });
  await app.register(named(logoutRoutes));
  await app.register(named(siteRoutes));
  await app.register(named(signupRoutes), { validateEmailRateLimit: options.signup.validateEmailRateLimit });
  await app.register(named(passwordResetRoutes), { limits: options.resetPasswordLimits });
  await app.register(named(passwordChangeRoutes));
  await app.register(named(mailChangeRoutes));
  await app.register(named(profileImageRoutes), { media: options.stores.media });
  await app.register(named(geocodeRoutes));
  await app.register(named(pushRoutes), { subject: options.signup.vapidSubject });
  await app.register(named(notificationSettingsRoutes));
  await app.register(named(notificationUnsubscribeRoutes));
  await app.register(named(searchRoutes));
  await app.register(named(profileRoutes));
  await app.register(named(likeRoutes));
  await app.register(named(chatRoutes));
  await app.register(named(chatStartRoutes));
  await app.register(named(chatMessageRoutes));
  await app.register(named(chatTypingRoutes));
  await app.register(named(xcamsRoutes));
  await app.register(named(pageHiddenRoutes));
  await app.register(named(creditsRoutes));
  await app.register(named(orderRoutes));
  await app.register(named(teaserRoutes));
  await app.register(named(leavingRoutes), { stores: options.stores });
  await app.register(named(dataExportRoutes), { stores: options.stores });
  await app.register(named(blockRoutes));
  await app.register(named(complaintRoutes));
  await app.register(named(eventStreamRoutes));
  await app.register(named(remoteErrorRoutes), options.remoteErrors);
  if (app.site.devTools) await app.register(named(devRoutes));
}
