import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';

export const publicConfigKeys = {
  all: ['public-config'] as const,
};

/** Settings that change only with a redeploy, so one fetch per visit is enough. */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: () => api.call('publicConfig.get'),
    staleTime: Infinity,
  });
}
