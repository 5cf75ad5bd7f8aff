import { useId } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Heart } from 'lucide-react';
import { ApiError, useLogin } from '@dating/api-client';
import { required } from '@dating/contract';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { submissionErrors, useDrawnByServer } from '@dating/ui';
import { CurrentPasswordField, ruleValidator, SubmitButton, TextField } from '@dating/ui/form-fields';
import { afterLoginPath } from '../routing/login-redirect';
import { useSession } from '../session/useSession';
import './pages.css';

const FIELDS = ['email', 'password'] as const;
interface LoginValues {
  email?: string;
  password?: string;
}

const emailRule = ruleValidator(required);

/** /login: email and password; on success back to where the visitor was going (or the members' home). */
export function LoginPage(_props: RemotePageProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loggingOut } = useSession();
  const id = useId();
  const login = useLogin();
  // drawn by the server, the form is there to fill in; it is sent once the app has taken over
  const drawnByServer = useDrawnByServer();
  // a member logged in stays 'submitting' while the page moves on: no second submission, no flash of the form
  const loggedIn = login.isSuccess;

  if (user && !loggingOut && !login.isPending && !loggedIn) {
    return <Navigate to={afterLoginPath(location.state)} replace />;
  }

  const onSubmit = async ({ email = '', password = '' }: LoginValues) => {
    if (loggedIn) return undefined; // the page is on its way: Enter in a field sends nothing more
    try {
      await login.mutateAsync({ email: email.trim(), password });
      navigate(afterLoginPath(location.state), { replace: true });
      return undefined;
    } catch (err) {
      // A suspended account's login: /pages/ban says why and what can be done (docs/product.md §2).
      if (err instanceof ApiError && err.code === 'account_suspended') {
        navigate('/pages/ban', { replace: true });
        return undefined;
      }
      // a refused field is told under that field; anything else above the form, as the failure itself, not its
      // text: the text follows the language when the member switches it
      const errors = submissionErrors(t, err, FIELDS);
      return FORM_ERROR in errors ? { [FORM_ERROR]: err } : errors;
    }
  };

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
        <Form<LoginValues>
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting, submitError }) => (
            // post: whatever sends it, a password never goes into an address
            <form className="login-page__form" method="post" noValidate onSubmit={handleSubmit}>
              {submitError !== undefined && (
                <p role="alert" className="login-page__error">
                  <CircleAlert aria-hidden="true" className="login-page__error-icon" />
                  <span>{errorText(t, submitError)}</span>
                </p>
              )}
              <TextField
                name="email"
                id={`${id}-email`}
                label={t('login.email')}
                type="email"
                autoComplete="email"
                validate={emailRule}
                errorClassName="login-page__field-error"
              />
              <CurrentPasswordField
                id={`${id}-password`}
                label={t('login.password')}
                errorClassName="login-page__field-error"
              />
              <p className="login-page__forgot">
                <Link to="/reset-password">{t('login.forgot')}</Link>
              </p>
              <SubmitButton size="lg" block loading={loggedIn} disabled={drawnByServer}>
                {submitting || loggedIn ? t('login.submitting') : t('common:button.log_in')}
              </SubmitButton>
            </form>
          )}
        />
      </div>
      <p className="login-page__signup">
        {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
      </p>
    </section>
  );
}
