import type { Audience } from '@dating/contract';
import { SignupSection as Section } from '../../parts/SignupSection';
import { useLanderKindsMessages } from '../i18n';
import { SIGNUP_ANCHOR } from '../types';

export interface SignupSectionProps {
  audience: Audience;
  className?: string;
}

/**
 * The call to action of every kind: the signup remote's form. The campaign's audience goes along as the new
 * member's first search, so whoever came for the campaign's members finds them after signing up.
 */
export function SignupSection({ audience, className }: SignupSectionProps) {
  const { t } = useLanderKindsMessages();
  const { gender, min_age, max_age } = audience;
  return (
    <Section
      id={SIGNUP_ANCHOR}
      title={t('signup.heading')}
      intro={t('signup.intro')}
      searchStart={{ gender, min_age, max_age }}
      className={['lk-signup', className].filter(Boolean).join(' ')}
    />
  );
}
