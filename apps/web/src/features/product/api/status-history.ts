import { useQuery } from '@tanstack/react-query';
import { ZProductStatusHistoryReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

/** GET /api/product/products/:prodCd/statusHistory: every status change of a product, newest first. */
export function useStatusHistory(prodCd: string) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...PRODUCT_KEY, 'statusHistory', prodCd, lang],
    queryFn: ({ signal }) => get(`/product/products/${encodeURIComponent(prodCd)}/statusHistory`, { schema: ZProductStatusHistoryReply, signal }),
    staleTime: 0,
  });
}
