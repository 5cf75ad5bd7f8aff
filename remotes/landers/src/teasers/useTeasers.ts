import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiQuery } from '@dating/api-client';
import { getTeasers, type Audience, type QueryOf } from '@dating/contract';
import { captureTracking, trackingFromUrl, trafficSource } from '@dating/tracking';

export type TeaserQuery = QueryOf<typeof getTeasers>;

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
  return useApiQuery(getTeasers, { query: { ...query, ...(trafficsource ? { trafficsource } : {}) } });
}

/** A campaign's audience as a teaser query. */
export const audienceQuery = ({ gender, min_age, max_age }: Audience): TeaserQuery => ({ gender, min_age, max_age });
