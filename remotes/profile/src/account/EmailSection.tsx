import './credentials.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AtSign } from 'lucide-react';
import { ApiError, refusedFields, useChangeEmail } from '@dating/api-client';
import { validateEmail, type User } from '@dating/contract';
import { errorText } from '@dating/i18n';
import { Button, Card, ErrorNotice } from '@dating/ui';
import { CredentialField } from './CredentialField';
import { useLandOnHash } from './use-land-on-hash';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/** /profile#email lands here: signup step 7's "wrong email?" link (docs/product.md §2). */
export const EMAIL_SECTION_ID = 'email';

type Errors = { email?: string; password?: string };
type Outcome = { pending: string } | { moved: string };

/**
 * /profile: a new address. An activated account keeps its address until the link mailed to the new one is
 * opened; an account never activated moves at once and gets its activation mail there.
 */
export function EmailSection({ user }: { user: User }) {
  const { t } = useProfileMessages();
  const id = useId();
  const change = useChangeEmail();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ err: unknown } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useLandOnHash(EMAIL_SECTION_ID, emailInput);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const rule = validateEmail(email.trim());
    const found: Errors = {
      ...(rule ? { email: t(`common:validation.${rule.code}`, rule.params ?? {}) } : {}),
      ...(password ? {} : { password: t('common:validation.required') }),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          setOutcome(answer.pending_email ? { pending: answer.pending_email } : { moved: answer.user.email });
          setEmail('');
          setPassword('');
        },
        onError: (err) => {
          const refused = refusedFields(err).email;
          if (refused) setErrors({ email: t(`common:validation.${refused.code}`, refused.params ?? {}) });
          else if (err instanceof ApiError && err.code === 'wrong_password') setErrors({ password: errorText(t, err) });
          else setFailure({ err });
        },
      },
    );
  };

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
      <form className="profile-cred-form" noValidate onSubmit={onSubmit}>
        {failure && <ErrorNotice>{errorText(t, failure.err)}</ErrorNotice>}
        <CredentialField
          id={`${id}-email`}
          label={t('credentials.email_change.new')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          inputRef={emailInput}
        />
        <CredentialField
          id={`${id}-password`}
          label={t('credentials.password.current')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="profile-cred-actions">
          <Button type="submit" loading={change.isPending}>
            {t('credentials.email_change.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
