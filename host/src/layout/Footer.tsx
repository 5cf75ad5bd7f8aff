import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@dating/api-client';
import type { StaticPage } from '@dating/config';
import { useDevFlag, useTemplate } from '../app/useTemplate';

/** Every static page of docs/product.md §2, the legal ones first (a footer test checks that none is missing). */
const FOOTER_PAGES: readonly StaticPage[] = ['terms', 'privacy', 'cookies', 'faq', 'service', 'return-policy', 'ban'];

// Only developers see it (the dev flag): its code is not part of anyone else's first render.
const DevPanel = lazy(() => import('../dev/DevPanel').then((m) => ({ default: m.DevPanel })));

/**
 * Links to every static page of the route table (docs/product.md §2), the company line when the template wants it,
 * and the dev panel when on.
 */
export function Footer() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const { flags } = useTemplate();
  const dev = useDevFlag();
  const company = settings.data;
  return (
    <footer className="host-footer">
      <div className="host-footer__inner">
        <nav aria-label={t('footer.label')}>
          <ul className="host-footer__links">
            {FOOTER_PAGES.map((page) => (
              <li key={page}>
                <Link to={`/pages/${page}`}>{t(`footer.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {flags.footer.showCompanyInfo && company && company.company_name && (
          <p className="host-footer__company">
            {[company.company_name, company.company_address, company.company_city, company.company_country]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {dev.on && (
          <Suspense fallback={null}>
            <DevPanel />
          </Suspense>
        )}
      </div>
    </footer>
  );
}
