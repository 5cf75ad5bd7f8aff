import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiQuery } from '@dating/api-client';
import { getTeasers, type Audience, type QueryOf } from '@dating/contract';
import { captureTracking, trackingFromUrl, trafficSource } from '@dating/tracking';

export type TeaserQuery = QueryOf<typeof getTeasers>;

/**
 * How long a landing's teasers count as fresh: the page the server drew came with them (adopted as answered now), so
 * the app taking the page over does not ask for them again; after that, they are asked again as any query is (the
 * visitor coming back to the tab, another landing).
 */
export const TEASERS_FRESH_MS = 60_000;

/**
 * Members a landing page shows the visitor: the campaign's audience near them. The landing URL's traffic source
 * goes along: the site may show that source's visitors clear photos (settings logged_out_search_trafficsource).
 */
export function useTeasers(query: TeaserQuery = {}) {
  // Read once per mount: captureTracking also writes the URL's data to the cookie and local storage. The server
  // keeps nothing: it draws the page at a URL that carries the visitor's traffic source in force
  // (server-html/visitor-tracking.ts), so its teasers are asked as the browser asks them.
  const { search } = useLocation();
  const [trafficsource] = useState(() =>
    trafficSource(typeof window === 'undefined' ? trackingFromUrl(search) : captureTracking()),
  );
  return useApiQuery(
    getTeasers,
    { query: { ...query, ...(trafficsource ? { trafficsource } : {}) } },
    { staleTime: TEASERS_FRESH_MS },
  );
}

/** A campaign's audience as a teaser query. */
export const audienceQuery = ({ gender, min_age, max_age }: Audience): TeaserQuery => ({ gender, min_age, max_age });
