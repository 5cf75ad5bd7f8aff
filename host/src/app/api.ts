import { createApiClient, setApi } from '@dating/api-client';

/** The page's API client; calls from the shell say X-Package-Name: @dating/host. */
export function installApiClient(): void {
  setApi(createApiClient({ packageName: '@dating/host' }));
}
