import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getApi, publishUser } from '@dating/api-client';
import { postLogin } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { afterLoginPath } from '../routing/login-redirect';
import { useSession } from '../session/useSession';
import { loginErrorKind, type LoginErrorKind } from './login-errors';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/** /login: email and password; on success back to where the visitor was going (or the members' home). */
export function LoginPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loggingOut } = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<LoginErrorKind | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (user && !loggingOut && !submitting) return <Navigate to={afterLoginPath(location.state)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return; // a second submission never runs while one is under way
    const missing: FieldErrors = {};
    if (!email.trim()) missing.email = t('common:validation.required');
    if (!password) missing.password = t('common:validation.required');
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await getApi().call(postLogin, { body: { email: email.trim(), password } });
      // the cache is where everything reads the member from, so the route we go to knows them at once
      publishUser(queryClient, answer.user);
      navigate(afterLoginPath(location.state), { replace: true });
    } catch (err) {
      setError(loginErrorKind(err));
      setSubmitting(false);
    }
  };

  const field = (name: 'email' | 'password') => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <section className="login-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('login.title')}</h1>
      <form className="host-form" noValidate onSubmit={onSubmit}>
        {error && (
          <p role="alert" className="host-form__error">
            {t(`login.errors.${error}`)}
          </p>
        )}
        <div className="host-form__field">
          <label htmlFor={`${id}-email`}>{t('login.email')}</label>
          <input {...field('email')} type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {fieldErrors.email && <p id={`${id}-email-error`} className="host-form__field-error">{fieldErrors.email}</p>}
        </div>
        <div className="host-form__field">
          <label htmlFor={`${id}-password`}>{t('login.password')}</label>
          <input {...field('password')} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {fieldErrors.password && <p id={`${id}-password-error`} className="host-form__field-error">{fieldErrors.password}</p>}
        </div>
        <button type="submit" className="host-button host-button--primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? t('login.submitting') : t('common:button.log_in')}
        </button>
      </form>
      <p className="login-page__links">
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p className="login-page__links">
        {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
      </p>
    </section>
  );
}
