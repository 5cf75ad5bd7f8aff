import './credentials.css';
import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { AtSign } from 'lucide-react';
import { useChangeEmail } from '@dating/api-client';
import { validateEmail, type User } from '@dating/contract';
import { Card, ErrorNotice, submitWithRefusals } from '@dating/ui';
import { CurrentPasswordField, ruleValidator, SubmitButton, TextField } from '@dating/ui/form-fields';
import { useLandOnHash } from './use-land-on-hash';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** /profile#email lands here: signup step 7's "wrong email?" link (docs/product.md §2). */
export const EMAIL_SECTION_ID = 'email';

interface EmailChangeValues {
  email?: string;
  password?: string;
}
type Outcome = { pending: string } | { moved: string };

const EMAIL_FIELDS = ['email', 'password'] as const;
const emailRule = ruleValidator((email) => validateEmail(email.trim()));

/**
 * /profile: a new address. An activated account keeps its address until the link mailed to the new one is
 * opened; an account never activated moves at once and gets its activation mail there.
 */
export function EmailSection({ user }: { user: User }) {
  const { t } = useProfileMessages();
  const id = useId();
  const change = useChangeEmail();
  const emailInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useLandOnHash(EMAIL_SECTION_ID, emailInput);

  return (
    <Card
      as="section"
      padding="lg"
      className="profile-cred-section"
      id={EMAIL_SECTION_ID}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="profile-section-heading">
        <AtSign aria-hidden="true" />
        {t('credentials.email_change.title')}
      </h2>
      <p className="profile-cred-text">
        {t('credentials.email_change.current')} <span className="profile-cred-email">{user.email}</span>
      </p>
      {outcome && (
        <p role="status" className="profile-cred-text">
          {'pending' in outcome
            ? t('credentials.email_change.pending', { email: outcome.pending })
            : t('credentials.email_change.moved', { email: outcome.moved })}
        </p>
      )}
      <Form<EmailChangeValues>
        onSubmit={({ email = '', password = '' }, form) =>
          submitWithRefusals(
            t,
            async () => {
              const answer = await change.mutateAsync({ email: email.trim(), password });
              setOutcome(answer.pending_email ? { pending: answer.pending_email } : { moved: answer.user.email });
              form.restart();
            },
            EMAIL_FIELDS,
            { wrong_password: 'password' },
          )
        }
        render={({ handleSubmit, submitError }) => (
          <form className="profile-cred-form" noValidate onSubmit={handleSubmit}>
            {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
            <TextField
              name="email"
              id={`${id}-email`}
              label={t('credentials.email_change.new')}
              type="email"
              autoComplete="email"
              validate={emailRule}
              errorClassName="profile-cred-field-error"
              inputRef={emailInput}
            />
            <CurrentPasswordField
              id={`${id}-password`}
              label={t('credentials.password.current')}
              errorClassName="profile-cred-field-error"
            />
            <div className="profile-cred-actions">
              <SubmitButton>{t('credentials.email_change.submit')}</SubmitButton>
            </div>
          </form>
        )}
      />
    </Card>
  );
}
