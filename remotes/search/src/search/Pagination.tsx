import { useTranslation } from 'react-i18next';

/** Page links of the results; the current page is marked with aria-current. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('search');
  if (pages <= 1) return null;
  return (
    <nav className="search-pages" aria-label={t('paging.label')}>
      <button type="button" className="search-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      <ol>
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
          <li key={p}>
            <button
              type="button"
              className="search-page"
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('paging.page', { page: p })}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="search-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
