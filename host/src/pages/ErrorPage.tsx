import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Compass, House } from 'lucide-react';
import { buttonClassName } from '@dating/ui';
import { widgetModules, type RemotePageProps } from '@dating/routes';
import { ContentShown } from '../app/page-settled';
import { LaterRemoteModule } from '../federation/LaterRemoteModule';
import { Layout } from '../layout/Layout';
import { Loading } from '../layout/Loading';
import { useSession } from '../session/useSession';
import { isBotUserAgent } from './is-bot';
import './pages.css';

const { memberOverview, signupForm } = widgetModules;

export interface ErrorPageProps {
  status: number;
  message: string;
}

function StatusBlock({ status, message }: ErrorPageProps) {
  return (
    <>
      <h1 className="error-page__status">{status}</h1>
      <p className="error-page__message">{message}</p>
    </>
  );
}

/**
 * Status and message on the page's own card, under a compass: this is not where the member meant to be. A way
 * home ends it: a member's home page, or for a visitor the front page (docs/product.md §2).
 */
function StatusCard({ member, ...props }: ErrorPageProps & { member: boolean }) {
  const { t } = useTranslation('host');
  return (
    <div className="error-page__card">
      <span className="error-page__icon" aria-hidden="true">
        <Compass />
      </span>
      <StatusBlock {...props} />
      <Link
        to={member ? '/home' : '/'}
        className={buttonClassName({ variant: 'primary', className: 'error-page__home' })}
      >
        <House aria-hidden="true" />
        {t('error.home')}
      </Link>
    </div>
  );
}

/**
 * Status and message. Members also get the member overview (search remote), visitors the signup form
 * (signup remote): a dead end becomes a way in. Bots get the status and message only.
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation('host');
  const { user, userLoaded } = useSession();
  if (isBotUserAgent()) {
    return (
      <main className="error-page error-page--plain">
        <StatusBlock status={status} message={message} />
        <ContentShown />
      </main>
    );
  }
  const props: RemotePageProps = { route: 'error', params: { status: String(status) }, layout: 'default' };
  return (
    <Layout layout="default" routeName="error">
      <section className="error-page" aria-label={t('error.label')}>
        <StatusCard status={status} message={message} member={Boolean(user)} />
        <ContentShown />
      </section>
      {!userLoaded ? (
        <Loading />
      ) : user ? (
        <section className="error-page__area" aria-label={t('error.memberOverview')}>
          <LaterRemoteModule remote={memberOverview.remote} module={memberOverview.module} props={props} />
        </section>
      ) : (
        <section className="error-page__area" aria-label={t('error.signup')}>
          <LaterRemoteModule remote={signupForm.remote} module={signupForm.module} props={props} />
        </section>
      )}
    </Layout>
  );
}
