import type { Layout } from './table';

/** What the host passes to every page module a remote exposes. */
export interface RemotePageProps {
  route: string;
  params: Record<string, string>;
  layout: Layout;
  /** the version of this remote the host loaded (a canary may serve another than the pointer's) */
  version?: string;
}
