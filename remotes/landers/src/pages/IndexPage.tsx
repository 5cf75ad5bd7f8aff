import '../landers.css';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@dating/api-client';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { buttonClassName } from '@dating/ui';
import { useLandersMessages } from '../i18n';
import { useLandingVisit } from '../visit/useLandingVisit';
import { HowItWorks } from '../parts/HowItWorks';
import { NearbyMembers } from '../parts/NearbyMembers';
import { SignupSection } from '../parts/SignupSection';
import { usePageTitle } from '../parts/usePageTitle';
import { VisitorsOnly } from '../parts/VisitorsOnly';
import { SIGNUP_ANCHOR } from '../kinds/types';

const TEASERS = { count: 8 } as const;

/**
 * / (lander layout, docs/product.md §2): the visitor's first page in their language. What the site is, how it works,
 * real members near them, and the signup form; a member goes straight to /home.
 */
export default function IndexPage({ route, params, version }: RemotePageProps) {
  useLandersMessages();
  return (
    <VisitorsOnly>
      <IndexContent version={version} visit={landingVisitPage(route, params)} />
    </VisitorsOnly>
  );
}

function IndexContent({ version, visit }: { version: string | undefined; visit: string | null }) {
  const { t } = useTranslation('landers');
  const site = useSettings().data?.name ?? '';
  useLandingVisit(visit, version);
  usePageTitle('index');
  return (
    <div className="landers-page">
      <section className="landers-hero" aria-labelledby="index-heading">
        <h1 id="index-heading" className="landers-hero__title">
          {t('index.headline')}
        </h1>
        <p className="landers-hero__text">{site ? t('index.introSite', { site }) : t('index.intro')}</p>
        <div className="landers-hero__actions">
          <a href={`#${SIGNUP_ANCHOR}`} className={buttonClassName({ size: 'lg' })}>
            {t('index.cta')}
          </a>
          <Link to="/match-finder" className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
            {t('index.quiz')}
          </Link>
        </div>
      </section>
      <HowItWorks />
      <NearbyMembers query={TEASERS} />
      <SignupSection id={SIGNUP_ANCHOR} title={t('index.signup.title')} intro={t('index.signup.intro')} />
    </div>
  );
}
