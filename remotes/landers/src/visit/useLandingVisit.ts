import { useEffect } from 'react';
import { captureTracking, rememberLanderVisit } from '@dating/tracking';

/**
 * Every landing page and the index keep the URL's tracking data (network, ref, sub1-3, docs/product.md §3) and which
 * page of which landers version the visitor arrived on; the signup form sends both, whenever it is filled in.
 */
export function useLandingVisit(page: string | null, version: string | undefined): void {
  useEffect(() => {
    captureTracking();
    if (page !== null) rememberLanderVisit({ page, version: version ?? '' });
  }, [page, version]);
}
