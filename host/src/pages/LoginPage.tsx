import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Heart } from 'lucide-react';
import { ApiError, refusedFields, useLogin } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { Button, Field, TextInput, useDrawnByServer } from '@dating/ui';
import { afterLoginPath } from '../routing/login-redirect';
import { useSession } from '../session/useSession';
import './pages.css';

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
  // drawn by the server, the form is there to fill in; it is sent once the app has taken over
  const drawnByServer = useDrawnByServer();
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
          // A suspended account's login: /pages/ban says why and what can be done (docs/product.md §2).
          if (err instanceof ApiError && err.code === 'account_suspended')
            return navigate('/pages/ban', { replace: true });
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
    name,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });

  const fieldError = (name: 'email' | 'password') =>
    fieldErrors[name] && (
      <p id={`${id}-${name}-error`} className="login-page__field-error">
        {fieldErrors[name]}
      </p>
    );

  return (
    <section className="login-page" aria-labelledby={`${id}-title`}>
      <div className="login-page__card">
        <span className="login-page__icon" aria-hidden="true">
          <Heart />
        </span>
        <h1 id={`${id}-title`} className="login-page__title">
          {t('login.title')}
        </h1>
        <p className="login-page__intro">{t('login.intro')}</p>
        {/* post: whatever sends it, a password never goes into an address */}
        <form className="login-page__form" method="post" noValidate onSubmit={onSubmit}>
          {failure && (
            <p role="alert" className="login-page__error">
              <CircleAlert aria-hidden="true" className="login-page__error-icon" />
              <span>{errorText(t, failure.err)}</span>
            </p>
          )}
          <Field label={t('login.email')} htmlFor={`${id}-email`} error={fieldError('email')}>
            <TextInput
              {...field('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Field label={t('login.password')} htmlFor={`${id}-password`} error={fieldError('password')}>
            <TextInput
              {...field('password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <p className="login-page__forgot">
            <Link to="/reset-password">{t('login.forgot')}</Link>
          </p>
          <Button type="submit" size="lg" block loading={submitting} disabled={drawnByServer}>
            {submitting ? t('login.submitting') : t('common:button.log_in')}
          </Button>
        </form>
      </div>
      <p className="login-page__signup">
        {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
      </p>
    </section>
  );
}
