import type { FastifyRequest } from 'fastify';
import type { MailLinkConfig } from '../config';

/**
 * The origin every link in a mail starts with (activation, password reset, mail change): PUBLIC_URL when set;
 * else the request's Host only when it is allowlisted, else the first allowlisted host. A Host header is the
 * sender's to choose, so a signup with `Host: evil.example` must not put evil.example into a member's mail.
 * The scheme is the request's as Fastify sees it (https only directly or through a trusted proxy).
 */
export function mailLinkBase(config: MailLinkConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host.toLowerCase();
  const allowed = config.allowedHosts.includes(host) ? host : config.allowedHosts[0]!;
  return `${request.protocol}://${allowed}`;
}
