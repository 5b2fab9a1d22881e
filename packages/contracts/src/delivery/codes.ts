import { z } from 'zod';

/** Code group of the carriers (택배사) list, served by GET /customer/supply/code/groupCd/D010. */
export const DELIVERY_CODE_GROUPS = { carrier: 'D010' } as const;

/**
 * Goods-flow (automatic return pickup) contract statuses (spec business §4): the seller registers,
 * requests approval, and the operator (or the provider) approves or rejects.
 */
export const GOODS_FLOW_STATUS = { registered: 'REGISTERED', requested: 'REQUESTED', approved: 'APPROVED', rejected: 'REJECTED' } as const;
export const ZGoodsFlowStatus = z.enum(['REGISTERED', 'REQUESTED', 'APPROVED', 'REJECTED']);
export type TGoodsFlowStatus = z.infer<typeof ZGoodsFlowStatus>;

/** Settlement basis of the pickup fares: 01 credit (billed monthly by the carrier), 02 cash per pickup. */
export const FARE_TYPES = { credit: '01', cash: '02' } as const;
export const ZFareType = z.enum(['01', '02'], { error: 'goodsFlow.msg.fareType' });

/** Box sizes of the carriers' fare tables: 극소, 소, 중, 대, 특대. */
export const BOX_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const ZBoxSize = z.enum(BOX_SIZES, { error: 'goodsFlow.msg.boxSize' });

/** Delivery-fee kinds: 01 free, 02 paid (always charged), 03 conditionally free (free from a threshold). */
export const DLCST_TYPES = { free: '01', paid: '02', conditional: '03' } as const;
export const ZDlcstType = z.enum(['01', '02', '03'], { error: 'dlcst.msg.type' });
export type TDlcstType = z.infer<typeof ZDlcstType>;

/** Policy types: 01 bundle (one fee per order of the policy's goods), 02 individual (one fee per item). */
export const PLCY_TYPES = { bundle: '01', individual: '02' } as const;
export const ZPlcyType = z.enum(['01', '02'], { error: 'dlcst.msg.plcyType' });

/**
 * Policy statuses, derived (never stored) from the use flag and the dates in Asia/Seoul:
 * UNUSED when switched off, else SCHEDULED before strtDt, ACTIVE from strtDt to endDt, ENDED after.
 */
export const ZPlcyStatus = z.enum(['SCHEDULED', 'ACTIVE', 'ENDED', 'UNUSED']);
export type TPlcyStatus = z.infer<typeof ZPlcyStatus>;
