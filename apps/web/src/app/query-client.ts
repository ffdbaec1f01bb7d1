import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * One retry for transport failures only: an answer with a result code is the server's final
 * word, and the spec's messages would otherwise repeat.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 &&
          error instanceof ApiError &&
          ['network', 'timeout', 'http'].includes(error.kind),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
