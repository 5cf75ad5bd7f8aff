import { useMemo, type ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings, useUser } from '@dating/api-client';
import { signupsOpen } from '@dating/contract';
import { buttonClassName, useDrawnByServer } from '@dating/ui';
import { captureTracking } from '@dating/tracking';
import { SignupLoading } from '../layout/SignupLoading';

/** Shows its children when this visitor may sign up, else the invite-only notice (docs/product.md §6). */
export function SignupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const user = useUser();
  const drawnByServer = useDrawnByServer();
  // the visitor's tracking data is in their browser (the landing URL, kept in its storage): the server cannot read it
  const tracking = useMemo(() => (drawnByServer ? undefined : captureTracking()), [drawnByServer]);
  if (settings.isPending || user.isPending) return <SignupLoading />;
  const signups = settings.data?.signups ?? 'all';
  // signups open to visitors with a traffic source: whether this is one is known once the app runs
  if (tracking === undefined && signups === 'with_trafficsource') return <SignupLoading />;
  if (user.data?.user || signupsOpen(signups, { tracking })) return <>{children}</>;
  return (
    <section className="signup-panel signup-invite" aria-labelledby="signup-invite-heading">
      <span className="signup-panel__icon" aria-hidden="true">
        <LockKeyhole />
      </span>
      <h2 id="signup-invite-heading" className="signup-panel__title">
        {t('invite.title')}
      </h2>
      <p className="signup-panel__text">{t('invite.body')}</p>
      <Link to="/login" className={buttonClassName({ size: 'lg', block: true })}>
        {t('invite.login')}
      </Link>
    </section>
  );
}
