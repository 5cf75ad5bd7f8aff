import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@dating/i18n';
import {
  create,
  LANDER_CONTENT_FILE,
  LanderContent,
  type Campaign,
  type CampaignCopy,
  type LanderPageName,
  type PageCopy,
} from '@dating/contract';
import type { LandingKind } from '@dating/config';

declare const __webpack_public_path__: string | undefined;

/**
 * content.json sits in this remote's own version folder (the build emits it there), so the page always reads
 * the content of the version that draws it, canary or not. Outside a bundle (tests) it is the site root.
 */
export const contentUrl = (): string =>
  `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}${LANDER_CONTENT_FILE}`;

async function fetchContent(signal: AbortSignal): Promise<LanderContent> {
  const res = await fetch(contentUrl(), { signal });
  if (!res.ok) throw new Error(`${LANDER_CONTENT_FILE}: HTTP ${res.status}`);
  return create(await res.json(), LanderContent);
}

/**
 * The cache entry of this version's content. By path, not by URL: the browser's public path has the site's origin,
 * the server's HTML has none, and both must name the same entry (the app starts from the server's cache).
 */
export const landerContentKey = () => ['landers', 'content', contentUrl().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')];

/** The campaigns and page copy marketing published with this version; immutable, so fetched once. */
export function useLanderContent() {
  return useQuery({
    queryKey: landerContentKey(),
    queryFn: ({ signal }) => fetchContent(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The language the copy is shown in: the page's, else the default (every language is required anyway). */
function useCopyLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export type CampaignState =
  | { status: 'pending' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; campaign: Campaign; copy: CampaignCopy };

/** The campaign a landing URL names (kind and slug), in the visitor's language. */
export function useCampaign(kind: LandingKind, slug: string): CampaignState {
  const content = useLanderContent();
  const lng = useCopyLanguage();
  if (content.isPending) return { status: 'pending' };
  if (content.isError) return { status: 'error', error: content.error, retry: () => void content.refetch() };
  const campaign = content.data.campaigns.find((c) => c.kind === kind && c.slug === slug);
  return campaign ? { status: 'ready', campaign, copy: campaign.copy[lng] } : { status: 'missing' };
}

/** The search-engine copy of a landing page in the visitor's language, once the content is there. */
export function usePageCopy(page: LanderPageName): PageCopy | undefined {
  const content = useLanderContent();
  const lng = useCopyLanguage();
  return content.data?.pages[page][lng];
}
