import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@dating/ui';
import { pageWindow } from '../logic/page-window';

/**
 * Page buttons of the results; the current page is marked with aria-current. On a phone the numbers give way
 * to 'page 2 of 9' between the previous and next buttons, which always fit. `open`: the server stopped
 * counting, so `pages` is a lower bound: no last page is offered and the position says 'at least'.
 */
export function Pagination({
  page,
  pages,
  open = false,
  onPage,
}: {
  page: number;
  pages: number;
  open?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('search');
  if (pages <= 1) return null;
  return (
    <nav className="search-pages" aria-label={t('paging.label')}>
      <Button
        variant="secondary"
        className="search-pages-step"
        icon={<ChevronLeft aria-hidden="true" />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span className="search-pages-step-text">{t('paging.previous')}</span>
      </Button>
      <ol className="search-pages-list">
        {pageWindow(page, pages, open).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} className="search-pages-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="search-pages-number"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <p className="search-pages-position">{t(open ? 'paging.position_open' : 'paging.position', { page, pages })}</p>
      <Button
        variant="secondary"
        className="search-pages-step search-pages-step--next"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <span className="search-pages-step-text">{t('paging.next')}</span>
        <ChevronRight aria-hidden="true" className="search-pages-chevron" />
      </Button>
    </nav>
  );
}
