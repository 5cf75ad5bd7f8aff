import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { buttonClassName, Card, EmptyState } from '@dating/ui';
import { withCode } from '../discount/code-param';

/**
 * A visitor buys after joining: sign up for free, or log in (and come back to the credits page, with the code of the
 * link the visitor followed: codes are a member's to name).
 */
export function VisitorCallToAction({ code = null }: { code?: string | null }) {
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
              state={{ from: withCode('/credits', code) }}
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
