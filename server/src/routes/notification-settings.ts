import type { FastifyInstance } from 'fastify';
import { getNotificationSettings, putNotificationSettings } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { notificationSettingsOf, saveNotificationSettings } from '../notifications/settings';

/** notification_settings.php: the mail switches of the /notifications page (new message, new like, news). */
export async function notificationSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerMemberEndpoint(app, getNotificationSettings, async ({ memberId }) => notificationSettingsOf(db, memberId));
  registerMemberEndpoint(app, putNotificationSettings, async ({ memberId, body }) =>
    saveNotificationSettings(db, memberId, body),
  );
}
