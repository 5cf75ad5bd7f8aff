import '../signup.css';
import { Navigate } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';
import { SignupFlow } from '../flow/SignupFlow';
import { useStartOfFlow } from '../flow/useStartStep';
import { SignupLoading } from '../layout/SignupLoading';
import { SignupShell } from '../layout/SignupShell';
import { SignupGate } from './SignupGate';

/** /signup: the whole signup flow; a member who reloads it continues where the profile stands. */
export default function SignupPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  const start = useStartOfFlow();
  if (start.kind === 'members-area') return <Navigate to="/home" replace />;
  return (
    <SignupShell title={t('title')}>
      {start.kind === 'loading' ? (
        <SignupLoading />
      ) : (
        <SignupGate>
          <SignupFlow initialStep={start.step} />
        </SignupGate>
      )}
    </SignupShell>
  );
}
