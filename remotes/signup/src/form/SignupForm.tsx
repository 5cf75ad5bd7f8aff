import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getApi, publishUser, readCookie, useSettings } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import { postUserNew, postUserPush, type User } from '@dating/contract';
import { useEmailCheck } from '../logic/email-check';
import { suggestEmail } from '../logic/email-suggestion';
import { checkSignupName } from '../logic/name';
import { browserTimezone, buildSignupPayload, csrfHash } from '../logic/payload';
import { readPushState, subscriptionBody } from '../logic/push';
import { stepAfterAccount, type SignupStep } from '../logic/steps';
import { usePushOffer } from '../flow/useStartStep';
import { captureTracking } from '../logic/tracking';
import { EmailNotice } from './EmailNotice';
import { LegalLinks } from './LegalModals';

export interface SignupFormProps {
  /** the referring member on /members/:id/signup */
  profileId?: number | null;
  /** called once the account exists, with the step to continue at */
  onCreated: (user: User, next: SignupStep) => void;
}

/** Step 0: email, name and password; creates the account through POST /api/user.php?new=1. */
export function SignupForm({ profileId = null, onCreated }: SignupFormProps) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, name: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const check = useEmailCheck(email);
  const { offered } = usePushOffer();

  const suggestion = suggestEmail(email);
  const nameFailure = checkSignupName(name, email);
  const emailOk = check.state === 'checked' && check.status === 'new';
  const hasErrors = !emailOk || nameFailure !== null || password.length === 0;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ email: true, name: true, password: true });
    if (inFlight.current || hasErrors || check.state !== 'checked') return;
    inFlight.current = true;
    setSubmitting(true);
    setServerError(null);
    try {
      const body = buildSignupPayload({ email, name, password }, {
        tracking: captureTracking(),
        timezone: browserTimezone(),
        country: settings.data?.geoip_selected_country || settings.data?.geoip_country || '',
        language: i18n.language,
        profileId,
        formPath: location.pathname,
        referrer: document.referrer,
        csrf: await csrfHash(readCookie('csrf') ?? ''),
        token: check.token,
        userAgent: navigator.userAgent,
      });
      const { user } = await getApi().call(postUserNew, { body });
      publishUser(queryClient, user);
      const push = await readPushState();
      if (push.subscription) {
        // an existing subscription belongs to the new account too; failing to attach it is not worth stopping for
        await getApi().call(postUserPush, { body: subscriptionBody(push.subscription) }).catch(() => undefined);
      }
      onCreated(user, stepAfterAccount(push.state, offered(push.state)));
    } catch (err) {
      setServerError(errorText(t, err));
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form className="signup-form" onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
      <div className="signup-row">
        <label htmlFor="signup-email">{t('fields.email')}</label>
        <input
          id="signup-email" type="email" autoComplete="email" value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, email: true }))}
          aria-invalid={touched.email && !emailOk && check.state !== 'checking'}
          aria-describedby="signup-email-notice"
        />
        {suggestion && (
          <p className="signup-suggestion">
            {t('email.did_you_mean')}{' '}
            <button type="button" className="signup-linkbutton" onClick={() => setEmail(suggestion)}>{suggestion}</button>?
          </p>
        )}
        <EmailNotice id="signup-email-notice" check={check} touched={touched.email} />
      </div>
      <div className="signup-row">
        <label htmlFor="signup-name">{t('fields.name')}</label>
        <input
          id="signup-name" type="text" autoComplete="nickname" value={name}
          placeholder={email.includes('@') ? email.split('@')[0] : ''}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, name: true }))}
          aria-invalid={touched.name && nameFailure !== null} aria-describedby="signup-name-error"
        />
        {touched.name && nameFailure && (
          <p id="signup-name-error" role="alert" className="signup-field-error">{t(`common:validation.${nameFailure.code}`, nameFailure.params ?? {})}</p>
        )}
      </div>
      <div className="signup-row">
        <label htmlFor="signup-password">{t('fields.password')}</label>
        <input
          id="signup-password" type="password" autoComplete="new-password" value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          aria-invalid={touched.password && password.length === 0} aria-describedby="signup-password-error"
        />
        {touched.password && password.length === 0 && (
          <p id="signup-password-error" role="alert" className="signup-field-error">{t('common:validation.required')}</p>
        )}
      </div>
      <LegalLinks />
      {serverError && <p role="alert" className="signup-form-error">{serverError}</p>}
      <button type="submit" className="signup-primary" disabled={submitting || hasErrors}>
        {submitting ? t('form.creating') : t('form.create')}
      </button>
    </form>
  );
}
