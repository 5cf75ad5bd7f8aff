import '../account/credentials.css';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { KeyRound, MailCheck } from 'lucide-react';
import { refusedFields, useRequestPasswordReset, useUser } from '@dating/api-client';
import { validateEmail } from '@dating/contract';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { Button, Card, ErrorNotice } from '@dating/ui';
import { CredentialField } from '../account/CredentialField';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/**
 * /reset-password (docs/product.md §2, login optional): asks for a mail with a link to choose a new password.
 * The server answers the same for every address, so the page says "if there is an account" either way.
 */
export default function ResetPasswordPage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const user = useUser();
  const request = useRequestPasswordReset();
  // null until typed in: a logged-in member finds their own address already filled in
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user.data?.user?.email ?? '';
  const [fieldError, setFieldError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const rule = validateEmail(email.trim());
    setFieldError(rule ? t(`common:validation.${rule.code}`, rule.params ?? {}) : undefined);
    if (rule) return;
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (err) => {
          const refused = refusedFields(err).email;
          if (refused) setFieldError(t(`common:validation.${refused.code}`, refused.params ?? {}));
        },
      },
    );
  };

  return (
    <section className="profile-cred-page" aria-labelledby={`${id}-title`}>
      <Card padding="lg" className="profile-cred-section">
        <h1 id={`${id}-title`} className="profile-page-title">
          {t('credentials.reset.title')}
        </h1>
        {sentTo ? (
          <div role="status" className="profile-cred-done">
            <p className="profile-section-heading">
              <MailCheck aria-hidden="true" />
              {t('credentials.reset.sent_title')}
            </p>
            <p className="profile-cred-text">{t('credentials.reset.sent', { email: sentTo })}</p>
            <div className="profile-cred-actions">
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                {t('credentials.reset.again')}
              </Button>
              {!user.data?.user && <Link to="/login">{t('credentials.back_to_login')}</Link>}
            </div>
          </div>
        ) : (
          <form className="profile-cred-form" noValidate onSubmit={onSubmit}>
            <p className="profile-cred-text">{t('credentials.reset.intro')}</p>
            {request.isError && !refusedFields(request.error).email && (
              <ErrorNotice>{errorText(t, request.error)}</ErrorNotice>
            )}
            <CredentialField
              id={`${id}-email`}
              label={t('credentials.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setTyped}
              error={fieldError}
            />
            <Button type="submit" size="lg" block loading={request.isPending}>
              <KeyRound aria-hidden="true" />
              {t('credentials.reset.submit')}
            </Button>
            {!user.data?.user && (
              <p className="profile-cred-text">
                <Link to="/login">{t('credentials.back_to_login')}</Link>
              </p>
            )}
          </form>
        )}
      </Card>
    </section>
  );
}
