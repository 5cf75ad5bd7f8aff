import '../leaving/leaving.css';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HeartHandshake } from 'lucide-react';
import type { RemotePageProps } from '@dating/routes';
import { useForgetMember } from '@dating/api-client';
import { buttonClassName, Card } from '@dating/ui';
import { useProfileMessages } from '../i18n';
import type { AccountDeletedState } from '../leaving/DeleteAccount';
import '../headings.css';

/**
 * /account-deleted (docs/product.md §2, login optional): confirms the deletion. The account is gone, so the page
 * cannot ask it anything; it speaks the member's language through the locale cookie, which the deletion's
 * answer set and which outlives the session. Arriving from the deletion, it forgets the member page-wide.
 */
export default function AccountDeletedPage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const forget = useForgetMember();
  const deletedHere = (useLocation().state as AccountDeletedState | null)?.deleted === true;
  // Only once this page shows: the member turning null on /profile would send the page to /login instead.
  useEffect(() => {
    if (deletedHere) forget();
  }, [deletedHere, forget]);
  return (
    <section className="profile-leaving-page" aria-labelledby={`${id}-title`}>
      <Card padding="lg" className="profile-leaving-section">
        <h1 id={`${id}-title`} className="profile-page-title">
          <HeartHandshake aria-hidden="true" />
          {t('leaving.deleted.title')}
        </h1>
        <p className="profile-leaving-text">{t('leaving.deleted.body')}</p>
        <p className="profile-leaving-text">{t('leaving.deleted.mail')}</p>
        <div className="profile-leaving-actions">
          <Link to="/" className={buttonClassName({})}>
            {t('leaving.deleted.home')}
          </Link>
          <Link to="/signup" className={buttonClassName({ variant: 'ghost' })}>
            {t('leaving.deleted.signup')}
          </Link>
        </div>
      </Card>
    </section>
  );
}
