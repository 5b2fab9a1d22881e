import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTaskAllowIpReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

/** GET /api/customer/supply/getTaskAllowIpCheck/P115: whether the caller's IP may use the entrType radio. */
export function fetchTaskAllowIp(signal?: AbortSignal): Promise<z.output<typeof ZTaskAllowIpReply>> {
  return get('/customer/supply/getTaskAllowIpCheck/P115', { schema: ZTaskAllowIpReply, signal });
}

// Asked once and not retried: without an answer the radio stays disabled, which is the safe side.
export const taskAllowIpQuery = () =>
  queryOptions({ queryKey: ['partner', 'taskAllowIp'], queryFn: ({ signal }) => fetchTaskAllowIp(signal), staleTime: Infinity, retry: false });

export const useTaskAllowIp = () => useQuery(taskAllowIpQuery());
