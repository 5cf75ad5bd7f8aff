import type { Layout } from './table';

/** What the host passes to every page module a remote exposes. */
export interface RemotePageProps {
  route: string;
  params: Record<string, string>;
  layout: Layout;
}
