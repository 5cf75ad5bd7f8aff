import '../signup.css';
import { Navigate } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';
import { SignupFlow } from '../flow/SignupFlow';
import { useStartOfFlow } from '../flow/useStartStep';
import { SignupGate } from './SignupGate';

/** /signup: the whole signup flow; a member who reloads it continues where the profile stands. */
export default function SignupPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  const start = useStartOfFlow();
  if (start.kind === 'loading') return <p role="status">{t('common:status.loading')}</p>;
  if (start.kind === 'members-area') return <Navigate to="/home" replace />;
  return (
    <section className="signup-page" aria-labelledby="signup-heading">
      <h1 id="signup-heading">{t('title')}</h1>
      <SignupGate>
        <SignupFlow initialStep={start.step} />
      </SignupGate>
    </section>
  );
}
