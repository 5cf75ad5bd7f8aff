import '../signup.css';
import { Navigate } from 'react-router-dom';
import { useSettings } from '@dating/api-client';
import { resolveTemplate } from '@dating/config';
import { Id, is } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';
import { SignupFlow } from '../flow/SignupFlow';
import { useStartOfFlow } from '../flow/useStartStep';
import { Notice } from '../layout/Notice';
import { SignupLoading } from '../layout/SignupLoading';
import { SignupShell } from '../layout/SignupShell';
import { SignupGate } from './SignupGate';

/** /members/:memberId/signup: the signup flow with the referring member sent along. */
export default function MemberSignupPage({ params }: RemotePageProps) {
  const { t } = useSignupMessages();
  const settings = useSettings();
  const id = Number(params.memberId);
  // an id the server would refuse (not a whole number in its id range) is not sent: the signup goes on without it
  const profileId = is(id, Id) ? id : null;
  const flags = resolveTemplate(settings.data?.template ?? 'classic').flags;
  const warn = flags.fictionalProfileWarningOnMemberSignup && settings.data?.fictional_icon === true;
  const start = useStartOfFlow();
  if (start.kind === 'members-area') return <Navigate to="/home" replace />;
  return (
    <SignupShell
      title={t('member_title')}
      notice={
        warn && (
          <Notice tone="warning" role="note" className="signup-warning">
            {t('fictional_warning')}
          </Notice>
        )
      }
    >
      {start.kind === 'loading' ? (
        <SignupLoading />
      ) : (
        <SignupGate>
          <SignupFlow initialStep={start.step} profileId={profileId} />
        </SignupGate>
      )}
    </SignupShell>
  );
}
