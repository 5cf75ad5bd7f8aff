import '../signup.css';
import { useEffect, useState } from 'react';
import { useSettings, useUser } from '@dating/api-client';
import { resolveTemplate } from '@dating/config';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';
import { SignupFlow } from '../flow/SignupFlow';
import { readPushState } from '../logic/push';
import { startStep, type SignupStep } from '../logic/steps';
import { SignupGate } from './SignupGate';

/** /complete-signup: a member continues where the profile stands; a visitor gets the account form. */
export default function CompleteSignupPage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  const user = useUser();
  const settings = useSettings();
  const [pushAvailable, setPushAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    void readPushState().then(({ state }) => setPushAvailable(state === 'prompt'));
  }, []);
  const member = user.data?.user ?? null;
  if (user.isPending || settings.isPending || pushAvailable === null) return <p role="status">{t('common:status.loading')}</p>;
  const autoSkip = resolveTemplate(settings.data?.template ?? 'classic').flags.signup.autoSkipSteps;
  const initial: SignupStep = member ? startStep(member.profile, { pushAvailable: pushAvailable && Boolean(settings.data?.push_pub), autoSkip }) : 0;
  return (
    <section className="signup-page" aria-labelledby="signup-heading">
      <h1 id="signup-heading">{t(member ? 'complete_title' : 'title')}</h1>
      <SignupGate><SignupFlow initialStep={initial} /></SignupGate>
    </section>
  );
}
