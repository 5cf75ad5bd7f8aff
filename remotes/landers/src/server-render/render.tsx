import { pageRenderBundle } from '@dating/routes/src/page-render';
import { PAGES } from './pages';
import { prefetchPageData } from './page-data';

/** The landers' public pages as HTML (docs/architecture.md, Server HTML), with this version's content. */
export const bundle = pageRenderBundle({
  remote: 'landers',
  pages: PAGES,
  prefetch: (queryClient, match, language, request) => prefetchPageData(queryClient, match, language, request.content),
});
