import '../signup.css';
import { useNavigate } from 'react-router-dom';
import type { SearchStart } from '@dating/contract';
import { Card } from '@dating/ui';
import { useSignupMessages } from '../i18n';
import { SignupForm } from '../form/SignupForm';
import { SignupGate } from './SignupGate';

export interface SignupFormModuleProps {
  /** the referring member, when a lander embeds the form for one */
  profileId?: number | null;
  /** RemotePageProps-style params, as the error page passes them */
  params?: Record<string, string>;
  /** the match-finder's answers, saved as the new member's first search */
  searchStart?: SearchStart;
}

/** The account form alone, for the error page and the landers; the rest of the flow continues on /complete-signup. */
export default function SignupFormModule({ profileId, params, searchStart }: SignupFormModuleProps) {
  useSignupMessages();
  const navigate = useNavigate();
  const fromParams = Number(params?.memberId);
  const referrer = profileId ?? (Number.isInteger(fromParams) && fromParams > 0 ? fromParams : null);
  return (
    <Card padding="lg" className="signup-embedded">
      <SignupGate>
        <SignupForm profileId={referrer} searchStart={searchStart} onCreated={() => navigate('/complete-signup')} />
      </SignupGate>
    </Card>
  );
}
