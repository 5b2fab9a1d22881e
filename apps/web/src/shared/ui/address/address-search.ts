import { ZAddressSearchReply, type TAddressItem, type TAddressSearchReply } from '@po/contracts';
import { get } from '@/shared/http/client';

export type TAddressRow = TAddressItem;

export interface AddressSearchParams {
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/** GET /api/address/search: addresses by road name, building, lot address or postcode, paged. */
export function searchAddresses(params: AddressSearchParams, signal?: AbortSignal): Promise<TAddressSearchReply> {
  return get('/address/search', { schema: ZAddressSearchReply, signal, params: { ...params } });
}
