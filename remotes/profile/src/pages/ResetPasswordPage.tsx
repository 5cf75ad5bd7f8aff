import '../account/credentials.css';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { KeyRound, MailCheck } from 'lucide-react';
import { useRequestPasswordReset, useUser } from '@dating/api-client';
import { validateEmail } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { Button, Card, ErrorNotice, submitWithRefusals } from '@dating/ui';
import { ruleValidator, SubmitButton, TextField } from '@dating/ui/form-fields';
import { useProfileMessages } from '../i18n';
import '../headings.css';

interface ResetRequestValues {
  email?: string;
}

const RESET_FIELDS = ['email'] as const;
const emailRule = ruleValidator((email) => validateEmail(email.trim()));

/**
 * /reset-password (docs/product.md §2, login optional): asks for a mail with a link to choose a new password.
 * The server answers the same for every address, so the page says "if there is an account" either way.
 */
export default function ResetPasswordPage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const user = useUser();
  const request = useRequestPasswordReset();
  // the address the last mail went to: shown once sent, and in the field again when the member asks once more
  const [sent, setSent] = useState<{ to: string; shown: boolean } | null>(null);
  // a logged-in member finds their own address already filled in (kept while they type, should it arrive late)
  const initialValues = { email: sent?.to ?? user.data?.user?.email ?? '' };

  const onSubmit = ({ email = '' }: ResetRequestValues) =>
    submitWithRefusals(
      t,
      async () => {
        await request.mutateAsync({ email: email.trim() });
        setSent({ to: email.trim(), shown: true });
      },
      RESET_FIELDS,
    );

  return (
    <section className="profile-cred-page" aria-labelledby={`${id}-title`}>
      <Card padding="lg" className="profile-cred-section">
        <h1 id={`${id}-title`} className="profile-page-title">
          {t('credentials.reset.title')}
        </h1>
        {sent?.shown ? (
          <div role="status" className="profile-cred-done">
            <p className="profile-section-heading">
              <MailCheck aria-hidden="true" />
              {t('credentials.reset.sent_title')}
            </p>
            <p className="profile-cred-text">{t('credentials.reset.sent', { email: sent.to })}</p>
            <div className="profile-cred-actions">
              <Button variant="secondary" onClick={() => setSent({ ...sent, shown: false })}>
                {t('credentials.reset.again')}
              </Button>
              {!user.data?.user && <Link to="/login">{t('credentials.back_to_login')}</Link>}
            </div>
          </div>
        ) : (
          <Form<ResetRequestValues>
            onSubmit={onSubmit}
            initialValues={initialValues}
            keepDirtyOnReinitialize
            render={({ handleSubmit, submitError }) => (
              <form className="profile-cred-form" noValidate onSubmit={handleSubmit}>
                <p className="profile-cred-text">{t('credentials.reset.intro')}</p>
                {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
                <TextField
                  name="email"
                  id={`${id}-email`}
                  label={t('credentials.email')}
                  type="email"
                  autoComplete="email"
                  validate={emailRule}
                  errorClassName="profile-cred-field-error"
                />
                <SubmitButton size="lg" block>
                  <KeyRound aria-hidden="true" />
                  {t('credentials.reset.submit')}
                </SubmitButton>
                {!user.data?.user && (
                  <p className="profile-cred-text">
                    <Link to="/login">{t('credentials.back_to_login')}</Link>
                  </p>
                )}
              </form>
            )}
          />
        )}
      </Card>
    </section>
  );
}
