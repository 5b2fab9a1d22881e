import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOptionStockSaveReply, type TOptionStockSaveRequest } from '@po/contracts';
import type { z } from 'zod';
import { put } from '@/shared/http/client';
import { OPTION_LIST_KEY } from './options';
import { PRODUCT_LIST_KEY } from './reference';

export type TOptionStockSaveReply = z.output<typeof ZOptionStockSaveReply>;

/** PUT /api/product/options/stock: the grid's changed rows at the versions read; one stale row refuses them all (409). */
export function saveOptionStock(body: TOptionStockSaveRequest): Promise<TOptionStockSaveReply> {
  return put('/product/options/stock', body, { schema: ZOptionStockSaveReply });
}

/** A saved stock may sell a product out or back: the product lists read again. */
export function useSaveOptionStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOptionStock,
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCT_LIST_KEY }),
    onSettled: () => client.invalidateQueries({ queryKey: OPTION_LIST_KEY }),
  });
}
