import '../signup.css';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '@dating/api-client';
import { getUser } from '@dating/contract';
import type { RemotePageProps } from '@dating/routes';
import { useSignupMessages } from '../i18n';

/** /activate/done: the activation link worked; the member in the cache is stale (activated changed). */
export default function ActivateDonePage(_props: RemotePageProps) {
  const { t } = useSignupMessages();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: apiKey(getUser) });
  }, [queryClient]);
  return (
    <section className="signup-page" aria-labelledby="activate-heading">
      <h1 id="activate-heading">{t('activate.done_title')}</h1>
      <p role="status">{t('activate.done_body')}</p>
      <Link className="signup-primary" to="/home">
        {t('done.enter')}
      </Link>
    </section>
  );
}
