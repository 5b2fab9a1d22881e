import { createHash } from 'node:crypto';
import type { Actor } from '../auth/session-scope.ts';

/** A seller's pickup contract as handed to the goods-flow provider for review. */
export interface GoodsFlowSubmission {
  supplyEntrCd: string;
  deliveryLocCd: string;
  deliveryEntrCd: string;
  contractNo: string;
  contractCustNo: string;
  fareType: string;
  mdNm: string;
  boxFares: { boxSize: string; shscFare: number | null; bhFare: number | null; rtFare: number | null }[];
}

export interface GoodsFlowKey {
  supplyEntrCd: string;
  deliveryLocCd: string;
  decidedBy: Actor;
}

/** The provider's answer to a submission. */
export type GoodsFlowDecision = GoodsFlowKey & ({ approved: true } | { approved: false; rejectReason: string; renewDt: string | null });

/** A dispatch to register through goods-flow: one order line leaving an approved site with its carrier. */
export interface GoodsFlowShipment {
  supplyEntrCd: string;
  deliveryLocCd: string;
  deliveryEntrCd: string;
  contractNo: string;
  ordNo: string;
  ordDtlSq: number;
}

/** A return pickup to book through goods-flow: the claim's item, collected by the site's contracted carrier. */
export interface GoodsFlowPickup {
  supplyEntrCd: string;
  deliveryLocCd: string;
  deliveryEntrCd: string;
  ordNo: string;
  ordDtlSq: number;
  claimSq: number;
}

/** The carrier's invoice number for a shipment, or why none was issued (the provider's code). */
export type GoodsFlowInvoice = { ok: true; invoiceNo: string } | { ok: false; reason: string };

/**
 * The offline driver's invoice number: twelve digits from the shipment's line and carrier, so asking again
 * answers the same number and a run that is repeated registers nothing twice.
 */
export function offlineInvoiceNo(s: Pick<GoodsFlowShipment, 'deliveryEntrCd' | 'ordNo' | 'ordDtlSq'>): string {
  const digest = createHash('sha256').update(`${s.deliveryEntrCd}:${s.ordNo}:${s.ordDtlSq}`).digest();
  return `9${(digest.readBigUInt64BE(0) % 10n ** 11n).toString().padStart(11, '0')}`;
}

/**
 * The goods-flow (automatic return pickup) provider, an external contact (spec business §1). Submissions
 * go out through submitContract; decisions come back through approve/reject and land in the handler the
 * delivery module registers. A provider driver would send the contract to its API and call the handler
 * from its callback; approve/reject are how an operator decides on its behalf.
 */
export interface GoodsFlowGateway {
  readonly driver: 'operator';
  submitContract(submission: GoodsFlowSubmission): Promise<void>;
  approve(key: GoodsFlowKey): Promise<void>;
  reject(key: GoodsFlowKey & { rejectReason: string; renewDt: string | null }): Promise<void>;
  onDecision(handler: (decision: GoodsFlowDecision) => Promise<void>): void;
  /** Books the carrier's pickup of a dispatch of an approved site and answers its invoice number. */
  issueInvoice(shipment: GoodsFlowShipment): Promise<GoodsFlowInvoice>;
  /** Books a return pickup (automatic recovery) from the buyer for an approved site and answers its pickup invoice. */
  requestPickup(pickup: GoodsFlowPickup): Promise<GoodsFlowInvoice>;
}

/**
 * The default driver: the operator screen is the provider. A submission needs no sending (the contract
 * awaiting approval is the operator's queue), and the operator's approve / reject are the decisions.
 */
export function createOperatorGoodsFlowDriver(): GoodsFlowGateway {
  let handler: ((decision: GoodsFlowDecision) => Promise<void>) | null = null;
  const decide = async (decision: GoodsFlowDecision) => {
    if (!handler) throw new Error('goods-flow decisions have no handler');
    await handler(decision);
  };
  return {
    driver: 'operator',
    async submitContract() {},
    approve: (key) => decide({ ...key, approved: true }),
    reject: (key) => decide({ ...key, approved: false }),
    onDecision(h) {
      handler = h;
    },
    // Offline there is no provider to book with: a deterministic number stands in (decisions.md, issue 12 jobs).
    issueInvoice: async (shipment) => ({ ok: true, invoiceNo: offlineInvoiceNo(shipment) }),
    // A pickup's number is keyed by its claim, so it never equals the dispatch number of the same line.
    requestPickup: async (p) => ({
      ok: true,
      invoiceNo: offlineInvoiceNo({ deliveryEntrCd: p.deliveryEntrCd, ordNo: `${p.ordNo}:R${p.claimSq}`, ordDtlSq: p.ordDtlSq }),
    }),
  };
}
