import { useMemo } from 'react';
import { useApiQuery } from '@dating/api-client';
import { getTeasers, type Audience, type QueryOf } from '@dating/contract';
import { captureTracking, trafficSource } from '@dating/tracking';

export type TeaserQuery = QueryOf<typeof getTeasers>;

/**
 * Members a landing page shows the visitor: the campaign's audience near them. The landing URL's traffic source
 * goes along: the site may show that source's visitors clear photos (settings logged_out_search_trafficsource).
 */
export function useTeasers(query: TeaserQuery = {}) {
  // Read once per mount: captureTracking also writes the URL's data to the cookie and local storage. The server's
  // HTML has no visitor to keep it for, and no teasers: they are the visitor's and arrive after load.
  const trafficsource = useMemo(() => (typeof window === 'undefined' ? '' : trafficSource(captureTracking())), []);
  return useApiQuery(getTeasers, { query: { ...query, ...(trafficsource ? { trafficsource } : {}) } });
}

/** A campaign's audience as a teaser query. */
export const audienceQuery = ({ gender, min_age, max_age }: Audience): TeaserQuery => ({ gender, min_age, max_age });
