import '../signup.css';
import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';

/** /activate/error: the activation link was unknown or used up. */
export default function ActivateErrorPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  return (
    <section className="signup-page" aria-labelledby="activate-heading">
      <h1 id="activate-heading">{t('activate.error_title')}</h1>
      <p role="alert">{t('activate.error_body')}</p>
      <p>
        <Link to="/login">{t('invite.login')}</Link> · <Link to="/signup">{t('title')}</Link>
      </p>
    </section>
  );
}
