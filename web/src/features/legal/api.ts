import type { PublicConfigResponse } from '@baseline/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/session';

export const publicConfigKeys = {
  all: ['public-config'] as const,
};

/** Settings that change only with a redeploy, so one fetch per visit is enough. */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: () => api.request<PublicConfigResponse>('/api/public-config'),
    staleTime: Infinity,
  });
}
