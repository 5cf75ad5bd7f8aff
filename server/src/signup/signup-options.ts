export interface SignupOptions {
  /** SMTP_URL; unset: the outbox table and /_dev/mail */
  smtpUrl?: string;
  /** MAIL_FROM */
  mailFrom: string;
  /** retries of a mail the SMTP server did not take (default: src/mail/mailer.ts MAIL_RETRY_DEFAULTS) */
  mailRetry?: { retryLimit: number; retryDelaySeconds: number };
  /** PUBLIC_URL: origin for links in mails (required in production); unset: an allowlisted Host (ALLOWED_HOSTS) */
  publicUrl?: string;
  /** VAPID_SUBJECT */
  vapidSubject: string;
  validateEmailRateLimit: { max: number; windowMs: number };
}

/** Signup, mail and push settings an operator sets through the environment. */
export function signupOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SignupOptions {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Amoroso <no-reply@localhost>',
    publicUrl: env.PUBLIC_URL || undefined,
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:support@example.com',
    validateEmailRateLimit: { max: Number(env.VALIDATE_EMAIL_RATE_LIMIT ?? 30), windowMs: 60_000 },
  };
}
