import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState } from '@dating/ui';
import { useLanderKindsMessages } from './i18n';

/** A landing URL naming no published campaign (ended, or mistyped): said plainly, with the way to the site. */
export function MissingCampaign() {
  const { t } = useLanderKindsMessages();
  return (
    <EmptyState
      className="lk-missing"
      headingLevel={1}
      icon={<SearchX />}
      title={t('missing.title')}
      action={
        <Link to="/" className={buttonClassName()}>
          {t('missing.home')}
        </Link>
      }
    >
      {t('missing.text')}
    </EmptyState>
  );
}
