import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZExchangeRateListReply,
  ZExchangeRateUploadReply,
  ZSaveExchangeRateReply,
  type TExchangeRateListRequest,
  type TSaveExchangeRateRequest,
} from '@po/contracts';
import { get, post } from '@/shared/http/client';
import { getBlob } from '@/shared/http/download';
import { postMultipart } from '@/shared/http/multipart';
import { ADMIN_SETTLEMENT_KEY } from './admin-months';

const base = '/calculate/admin/exchangeRates';

/** GET /api/calculate/admin/exchangeRates: rates by day, newest first, and whether a fixed month used each. */
export const useExchangeRates = (query: TExchangeRateListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...ADMIN_SETTLEMENT_KEY, 'rates', query],
      queryFn: ({ signal }) => get(base, { schema: ZExchangeRateListReply, signal, params: { ...query } }),
      placeholderData: keepPreviousData,
    }),
  );

export function useSaveExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveExchangeRateRequest) => post(base, body, { schema: ZSaveExchangeRateReply }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_SETTLEMENT_KEY }),
  });
}

/** POST …/upload: the file, read at once; all or nothing, with every refused row. */
export function useUploadExchangeRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postMultipart(`${base}/upload`, { jsonName: 'upload', json: {}, files: { file } }, { schema: ZExchangeRateUploadReply }),
    onSuccess: (reply) => (reply.savedCnt > 0 ? client.invalidateQueries({ queryKey: ADMIN_SETTLEMENT_KEY }) : undefined),
  });
}

/** GET …/template: the rate sheet's template in the user's language. */
export const downloadExchangeRateTemplate = () => getBlob(`${base}/template`);
