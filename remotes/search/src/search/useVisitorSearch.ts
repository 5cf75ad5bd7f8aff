import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSettings, useUser } from '@dating/api-client';
import { visitorMaySearch } from '@dating/contract';
import { captureTracking, trafficSource } from '@dating/tracking';

export type VisitorSearchAccess =
  | { status: 'pending' }
  | { status: 'member' }
  | { status: 'visitor'; trafficsource: string }
  /** a visitor where the site keeps search for members: sent to log in, and back here afterwards */
  | { status: 'members-only'; from: string };

/** Who is searching: a member, a visitor the settings let search (docs/product.md §6), or a visitor who may not. */
export function useVisitorSearch(): VisitorSearchAccess {
  const user = useUser();
  const settings = useSettings();
  const location = useLocation();
  const trafficsource = useMemo(() => trafficSource(captureTracking()), []);
  if (user.isPending) return { status: 'pending' };
  if (user.data?.user) return { status: 'member' };
  if (settings.isPending) return { status: 'pending' };
  return settings.data && visitorMaySearch(settings.data, trafficsource)
    ? { status: 'visitor', trafficsource }
    : { status: 'members-only', from: `${location.pathname}${location.search}` };
}
