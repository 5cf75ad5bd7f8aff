import '../signup.css';
import { Navigate } from 'react-router-dom';
import { useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';
import { SignupFlow } from '../flow/SignupFlow';
import { useStartOfFlow } from '../flow/useStartStep';
import { SignupLoading } from '../layout/SignupLoading';
import { SignupShell } from '../layout/SignupShell';
import { SignupGate } from './SignupGate';

/** /complete-signup: a member continues where the profile stands; a visitor gets the account form. */
export default function CompleteSignupPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  const member = useUser().data?.user ?? null;
  const start = useStartOfFlow();
  if (start.kind === 'members-area') return <Navigate to="/home" replace />;
  return (
    <SignupShell title={t(member ? 'complete_title' : 'title')}>
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
