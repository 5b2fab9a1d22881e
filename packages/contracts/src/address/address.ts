import { z } from 'zod';

/** Address form and postcode search limits (spec access §2 "Address form"). */
export const ADDRESS_LIMITS = { zipNoMax: 10, fixAddrMax: 200, dtlAddrMax: 300, keywordMin: 2, keywordMax: 80, pageSizeMax: 100 } as const;
const L = ADDRESS_LIMITS;

export const ADDRESS_MESSAGES = {
  keyword: 'address.msg.keyword',
  zipNo: 'address.msg.zipNo',
  fixAddr: 'address.msg.fixAddr',
  dtlAddr: 'address.msg.dtlAddr',
} as const;

/** GET /address/search: words of a road address, lot address or building name; paged. */
export const ZAddressSearchRequest = z.object({
  keyword: z
    .string({ error: ADDRESS_MESSAGES.keyword })
    .trim()
    .min(L.keywordMin, { error: ADDRESS_MESSAGES.keyword })
    .max(L.keywordMax, { error: ADDRESS_MESSAGES.keyword }),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(L.pageSizeMax).default(10),
});
export type TAddressSearchRequest = z.infer<typeof ZAddressSearchRequest>;

/** One result, in the field names of the Korean postcode services the dialog imitates. */
export const ZAddressItem = z.object({ zonecode: z.string(), roadAddress: z.string(), jibunAddress: z.string(), buildingName: z.string() });
export type TAddressItem = z.infer<typeof ZAddressItem>;
export const ZAddressSearchReply = z.object({ list: z.array(ZAddressItem), totalCnt: z.number().int() });
export type TAddressSearchReply = z.infer<typeof ZAddressSearchReply>;

/** Road (R) or lot-number (J) form picked in the dialog (spec access §2 "Postcode result"). */
export type TAddressType = 'R' | 'J';

/** The address the form keeps from a result: road address for R, otherwise the lot-number one. */
export const pickAddress = (item: TAddressItem, type: TAddressType): string => (type === 'R' ? item.roadAddress : item.jibunAddress);

/** The parenthesised note after a road address: the building name, when there is one. */
export const extraAddress = (item: TAddressItem): string => (item.buildingName ? `(${item.buildingName})` : '');

const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(max, { error: key });

/** Postcode, base and detail: all required, limits 10 / 200 / 300. */
export const ZZipNo = required(ADDRESS_MESSAGES.zipNo, L.zipNoMax);
export const ZFixAddr = required(ADDRESS_MESSAGES.fixAddr, L.fixAddrMax);
export const ZDtlAddr = required(ADDRESS_MESSAGES.dtlAddr, L.dtlAddrMax);
