import '../signup.css';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';
import { SignupFlow } from '../flow/SignupFlow';
import { SignupGate } from './SignupGate';

/** /signup: the whole signup flow from the account form. */
export default function SignupPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  return (
    <section className="signup-page" aria-labelledby="signup-heading">
      <h1 id="signup-heading">{t('title')}</h1>
      <SignupGate><SignupFlow initialStep={0} /></SignupGate>
    </section>
  );
}
