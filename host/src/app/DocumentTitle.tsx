import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSettings } from '@dating/api-client';
import { matchRoute } from '@dating/routes';

/**
 * The tab shows the site's name from the settings (one host build serves every brand), or on a page with a head of
 * its own in the `common` messages (/login, /signup) that page's title: the one the server sent in the HTML, which
 * the app keeps instead of replacing it with the bare name. Pages that title themselves (landers) do so after this.
 */
export function DocumentTitle() {
  const settings = useSettings();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const name = settings.data?.name;
  const page = matchRoute(pathname)?.route.name;
  const title = name && page ? t(`pageHead.${page}.title`, { site: name, defaultValue: name }) : name;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
