import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@dating/api-client';

/**
 * The page's query cache, shared with every remote through the @tanstack/react-query singleton. 4xx
 * answers are final (retrying a 403 or a validation error cannot help); other failures get two retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}
