import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { buttonClassName, Card, EmptyState } from '@dating/ui';

/** A visitor buys after joining: sign up for free, or log in (and come back to the credits page). */
export function VisitorCallToAction() {
  const { t } = useTranslation('credits');
  return (
    <Card className="credits-cta" padding="none">
      <EmptyState
        headingLevel={2}
        icon={<UserPlus />}
        title={t('visitor.title')}
        stretchAction
        action={
          <div className="credits-cta-actions">
            <Link to="/signup" className={buttonClassName({ block: true })}>
              {t('visitor.signup')}
            </Link>
            <Link
              to="/login"
              state={{ from: '/credits' }}
              className={buttonClassName({ variant: 'secondary', block: true })}
            >
              {t('common:button.log_in')}
            </Link>
          </div>
        }
      >
        <p>{t('visitor.text')}</p>
      </EmptyState>
    </Card>
  );
}
