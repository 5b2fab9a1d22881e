import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/**
 * The options an exchange may go to: the line's product as the seller's product screen reads it
 * (GET /api/product/products/:prodCd), kept to its options; the server checks the choice again at receipt.
 */
export const useExchangeOptions = (prodCd: string) =>
  useQuery(
    queryOptions({
      queryKey: ['claim', 'exchangeOptions', prodCd],
      queryFn: async ({ signal }) => (await get(`/product/products/${encodeURIComponent(prodCd)}`, { schema: ZProductDetailReply, signal })).options,
    }),
  );
