import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings, useUser } from '@dating/api-client';
import { signupsOpen } from '@dating/contract';
import { captureTracking } from '../logic/tracking';

/** Shows its children when this visitor may sign up, else the invite-only notice (spec section 6). */
export function SignupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const user = useUser();
  const tracking = useMemo(() => captureTracking(), []);
  if (settings.isPending || user.isPending) return <p role="status">{t('common:status.loading')}</p>;
  if (user.data?.user || signupsOpen(settings.data?.signups ?? 'all', { tracking })) return <>{children}</>;
  return (
    <section className="signup-invite" aria-labelledby="signup-invite-heading">
      <h2 id="signup-invite-heading">{t('invite.title')}</h2>
      <p>{t('invite.body')}</p>
      <Link to="/login">{t('invite.login')}</Link>
    </section>
  );
}
