import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContractReply, type TContractReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/setting/contract: the seller's agreement flags and dates, the document versions and the contract year. */
export function fetchContract(signal?: AbortSignal): Promise<TContractReply> {
  return get('/setting/contract', { schema: ZContractReply, signal });
}

export const contractQuery = queryOptions({ staleTime: 0, queryKey: ['setting', 'contract'], queryFn: ({ signal }) => fetchContract(signal) });

export const useContract = () => useQuery(contractQuery);
