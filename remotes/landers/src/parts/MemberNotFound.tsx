import { Link } from 'react-router-dom';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, Card, EmptyState } from '@dating/ui';

/** A landing about a member who is gone (or never was): no dead end, the way to everyone else. */
export function MemberNotFound() {
  const { t } = useTranslation('landers');
  return (
    <Card className="landers-missing" padding="none">
      <EmptyState
        headingLevel={1}
        icon={<UserX />}
        title={t('member.missing.title')}
        action={
          <Link to="/" className={buttonClassName()}>
            {t('member.missing.action')}
          </Link>
        }
      >
        <p>{t('member.missing.text')}</p>
      </EmptyState>
    </Card>
  );
}
