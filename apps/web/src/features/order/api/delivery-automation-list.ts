import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeliveryAutomationListReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const DELIVERY_AUTOMATION_KEY = ['order', 'deliveryAutomation'] as const;

/** GET /api/order/deliveryAutomationList: shipping sites with an approved goods-flow contract (operators only). */
export function fetchDeliveryAutomationList(signal?: AbortSignal): Promise<z.output<typeof ZDeliveryAutomationListReply>> {
  return get('/order/deliveryAutomationList', { schema: ZDeliveryAutomationListReply, signal });
}

export const deliveryAutomationListQuery = (lang: string) =>
  queryOptions({ staleTime: 0, queryKey: [...DELIVERY_AUTOMATION_KEY, 'list', lang], queryFn: ({ signal }) => fetchDeliveryAutomationList(signal) });

export const useDeliveryAutomationList = () => useQuery(deliveryAutomationListQuery(currentLanguage()));
