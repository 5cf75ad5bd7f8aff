import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@dating/api-client';

/** The legal pages a visitor must be able to reach from any page (the empty layout has no host footer). */
export const LEGAL_LINK_PAGES = ['terms', 'privacy', 'cookies', 'faq', 'service'] as const;

export interface LegalLinksProps {
  className?: string;
}

/** One line of links to the static pages, under a full-bleed landing, with the site's name. */
export function LegalLinks({ className }: LegalLinksProps) {
  const { t } = useTranslation('landers');
  const siteName = useSettings().data?.name;
  return (
    <footer className={['landers-legal', className].filter(Boolean).join(' ')}>
      <nav aria-label={t('legal.label')}>
        <ul className="landers-legal__list">
          {LEGAL_LINK_PAGES.map((page) => (
            <li key={page}>
              <Link to={`/pages/${page}`} className="landers-legal__link">
                {t(`legal.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {siteName && <p className="landers-legal__site">{t('legal.copyright', { site: siteName })}</p>}
    </footer>
  );
}
