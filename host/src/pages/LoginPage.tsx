import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { refusedFields, useLogin } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { afterLoginPath } from '../routing/login-redirect';
import { useSession } from '../session/useSession';

const FIELDS = ['email', 'password'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/** /login: email and password; on success back to where the visitor was going (or the members' home). */
export function LoginPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loggingOut } = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // the failure itself, not its text: the text follows the language when the member switches it
  const [failure, setFailure] = useState<{ err: unknown } | null>(null);
  const login = useLogin();
  // a member logged in stays 'submitting' while the page moves on: no second submission, no flash of the form
  const submitting = login.isPending || login.isSuccess;

  if (user && !loggingOut && !submitting) return <Navigate to={afterLoginPath(location.state)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return; // a second submission never runs while one is under way
    const missing: FieldErrors = {};
    if (!email.trim()) missing.email = t('common:validation.required');
    if (!password) missing.password = t('common:validation.required');
    setFieldErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(afterLoginPath(location.state), { replace: true }),
        onError: (err) => {
          // a refused field is told under that field, like the empty ones above; anything else above the form
          const refused = refusedFields(err);
          const onFields: FieldErrors = {};
          for (const name of FIELDS) {
            const rule = refused[name];
            if (rule) onFields[name] = t(`common:validation.${rule.code}`, rule.params ?? {});
          }
          if (Object.keys(onFields).length > 0) setFieldErrors(onFields);
          else setFailure({ err });
        },
      },
    );
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
        {failure && (
          <p role="alert" className="host-form__error">
            {errorText(t, failure.err)}
          </p>
        )}
        <div className="host-form__field">
          <label htmlFor={`${id}-email`}>{t('login.email')}</label>
          <input
            {...field('email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fieldErrors.email && (
            <p id={`${id}-email-error`} className="host-form__field-error">
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className="host-form__field">
          <label htmlFor={`${id}-password`}>{t('login.password')}</label>
          <input
            {...field('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {fieldErrors.password && (
            <p id={`${id}-password-error`} className="host-form__field-error">
              {fieldErrors.password}
            </p>
          )}
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
