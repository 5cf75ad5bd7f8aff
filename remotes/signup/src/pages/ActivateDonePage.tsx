import '../signup.css';
import { useEffect } from 'react';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '@dating/api-client';
import { getUser } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, Card } from '@dating/ui';
import { useSignupMessages } from '../i18n';

/** /activate/done: the activation link worked; the member in the cache is stale (activated changed). */
export default function ActivateDonePage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: apiKey(getUser) });
  }, [queryClient]);
  return (
    <div className="signup-page signup-page--single">
      <Card as="section" padding="lg" className="signup-card signup-panel" aria-labelledby="activate-heading">
        <span className="signup-panel__icon signup-panel__icon--success" aria-hidden="true">
          <BadgeCheck />
        </span>
        <h1 id="activate-heading" className="signup-panel__title">
          {t('activate.done_title')}
        </h1>
        <p role="status" className="signup-panel__text">
          {t('activate.done_body')}
        </p>
        <Link className={buttonClassName({ size: 'lg', block: true })} to="/home">
          {t('done.enter')}
        </Link>
      </Card>
    </div>
  );
}
