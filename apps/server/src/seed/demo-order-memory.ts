import { CLAIM_MACHINE, CLAIM_STATUS, LINE_MACHINE, LINE_STATUS, type TClaimStsCd, type TOrdDtlStsCd } from '@po/contracts';
import type { ManualClock } from '@/platform/clock.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import { CLAIM_DEFAULTS, LINE_DEFAULTS } from './demo-order-defaults.ts';
import type { ClaimRow, NewClaim } from '@/modules/order/order-claim.repository.ts';
import type { OrderClaims } from '@/modules/order/order-claims.ts';
import type { OrderMoves } from '@/modules/order/order-moves.ts';
import type { LineKey, NewBuyerNotification, NewHistory, NewOrderLine, OrderLineRow } from '@/modules/order/order.repository.ts';

/** What the demo lines use of the order core: the product's own (live) or its replay in memory (older orders). */
export interface DemoCore {
  clock: ManualClock;
  moves: Pick<OrderMoves, 'moveLine' | 'changeLine' | 'notifyBuyer'>;
  claims: Pick<OrderClaims, 'openClaim' | 'moveClaim' | 'completeCancel' | 'withdrawClaim'>;
}

const keyOf = (k: LineKey) => `${k.ordNo}/${k.ordDtlSq}`;

/**
 * The order core's moves replayed in memory for the demo's older orders, to be written in multi-row inserts
 * (one service call per step would keep the first start waiting minutes on PGlite). Each move is checked
 * against the same LINE_MACHINE and CLAIM_MACHINE and writes the same history rows and quantities as
 * order-moves.ts and order-claims.ts; claims get provisional numbers until they are inserted.
 */
export function memoryCore(clock: ManualClock) {
  const lines = new Map<string, OrderLineRow>();
  const claims: ClaimRow[] = [];
  const history: NewHistory[] = [];
  const notifications: NewBuyerNotification[] = [];

  const lineOf = (k: LineKey) => lines.get(keyOf(k))!;
  const record = (
    l: Pick<OrderLineRow, 'supplyEntrCd' | 'ordNo' | 'ordDtlSq'>,
    h: Omit<NewHistory, 'supplyEntrCd' | 'ordNo' | 'ordDtlSq' | 'changedDt' | 'actorType' | 'actorId' | 'actorNm'> & {
      actor: { type: string; id: string; nm: string };
    },
  ) => {
    const { actor, ...rest } = h;
    history.push({
      supplyEntrCd: l.supplyEntrCd,
      ordNo: l.ordNo,
      ordDtlSq: l.ordDtlSq,
      ...rest,
      actorType: actor.type,
      actorId: actor.id,
      actorNm: actor.nm,
      changedDt: clock.now(),
    });
  };
  const write = (k: LineKey, patch: Partial<NewOrderLine>) => {
    const before = lineOf(k);
    const after = { ...before, ...patch, upDt: clock.now(), version: before.version + 1 };
    lines.set(keyOf(k), after);
    return { before, after };
  };

  const moves: DemoCore['moves'] = {
    async moveLine(o) {
      const line = lineOf(o.key);
      const to = requireTransition(LINE_MACHINE, { from: line.ordDtlStsCd as TOrdDtlStsCd, action: o.action, who: o.actor.type });
      const { after } = write(o.key, { ...(o.patch?.(line) ?? {}), ordDtlStsCd: to ?? line.ordDtlStsCd });
      record(line, { action: o.action, fromStsCd: line.ordDtlStsCd, toStsCd: to, actor: o.actor, memo: o.memo ?? null, claimSq: o.claimSq ?? null });
      return after;
    },
    async changeLine(o) {
      const line = lineOf(o.key);
      const { after } = write(o.key, o.patch(line));
      record(line, {
        action: o.action,
        fromStsCd: line.ordDtlStsCd,
        toStsCd: after.ordDtlStsCd,
        actor: o.actor,
        memo: o.memo ?? null,
        claimSq: o.claimSq ?? null,
      });
      return after;
    },
    async notifyBuyer(l, kind, payload) {
      notifications.push({ supplyEntrCd: l.supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq, kind, payload, createdDt: clock.now() });
    },
  };

  const moveClaim: DemoCore['claims']['moveClaim'] = async (o) => {
    const to = requireTransition(CLAIM_MACHINE, { from: o.claim.claimStsCd as TClaimStsCd, action: o.action, who: o.actor.type });
    const i = claims.findIndex((c) => c.claimSq === o.claim.claimSq);
    const next = { ...claims[i]!, ...(o.patch as Partial<ClaimRow>), claimStsCd: to ?? o.claim.claimStsCd, upDt: clock.now(), version: claims[i]!.version + 1 };
    claims[i] = next;
    record(o.claim, {
      action: `claim:${o.action}`,
      fromStsCd: o.claim.claimStsCd,
      toStsCd: to,
      actor: o.actor,
      memo: o.memo ?? null,
      claimSq: o.claim.claimSq,
    });
    return next;
  };
  const claimOf = (claimSq: number) => claims.find((c) => c.claimSq === claimSq)!;

  const claimApi: DemoCore['claims'] = {
    async openClaim(o) {
      const status = o.claimType === 'CANCEL' ? CLAIM_STATUS.cancelRequested : CLAIM_STATUS.requested;
      const claim = {
        ...CLAIM_DEFAULTS,
        ...(o.fields as Partial<NewClaim>),
        claimSq: -(claims.length + 1),
        supplyEntrCd: o.key.supplyEntrCd,
        ordNo: o.key.ordNo,
        ordDtlSq: o.key.ordDtlSq,
        claimType: o.claimType,
        claimStsCd: status,
        claimQty: o.qty,
        reqBy: o.reqBy,
        reasonCd: o.reasonCd,
        reqReason: o.reqReason ?? '',
        reqDt: clock.now(),
        upDt: clock.now(),
      } as ClaimRow;
      claims.push(claim);
      await moves.changeLine({
        key: o.key,
        action: `claim:${o.claimType}`,
        actor: o.actor,
        patch: (l) => ({ claimQty: l.claimQty + o.qty }),
        memo: o.reqReason ?? null,
        claimSq: claim.claimSq,
      });
      return claim;
    },
    moveClaim,
    async completeCancel(o) {
      const claim = claimOf(o.claimSq);
      const done = await moveClaim({ claim, action: 'complete', actor: o.actor, patch: { completeDt: clock.now() } });
      const line = await moves.changeLine({
        key: claim,
        action: 'cancelQty',
        actor: o.actor,
        patch: (l) => ({ claimQty: l.claimQty - claim.claimQty, cancelQty: l.cancelQty + claim.claimQty }),
        claimSq: claim.claimSq,
      });
      if (line.cancelQty === line.ordQty)
        await moves.moveLine({ key: claim, action: 'cancel', actor: o.actor, claimSq: claim.claimSq, patch: () => ({ delayStsCd: null }) });
      await moves.notifyBuyer(claim, 'CANCELLED', { claimSq: claim.claimSq, qty: claim.claimQty });
      return done;
    },
    async withdrawClaim(o) {
      const claim = claimOf(o.claimSq);
      const done = await moveClaim({
        claim,
        action: 'withdraw',
        actor: o.actor,
        patch: { withdrawDt: clock.now(), withdrawReason: o.reason ?? null },
        memo: o.reason ?? null,
      });
      await moves.changeLine({
        key: claim,
        action: 'claimQty',
        actor: o.actor,
        patch: (l) => ({ claimQty: l.claimQty - claim.claimQty }),
        claimSq: claim.claimSq,
      });
      return done;
    },
  };

  return {
    core: { clock, moves, claims: claimApi } satisfies DemoCore,
    /** A placed line, as the intake stores it, with its 'place' history. */
    addLine(line: NewOrderLine) {
      const row = { ...LINE_DEFAULTS, ...line, version: 1 } as OrderLineRow;
      lines.set(keyOf(row), row);
      record(row, {
        action: 'place',
        fromStsCd: null,
        toStsCd: LINE_STATUS.paid,
        actor: { type: 'buyer', id: 'buyer', nm: 'buyer' },
        memo: null,
        claimSq: null,
      });
      return row;
    },
    rows: () => ({ lines: [...lines.values()], claims, history, notifications }),
  };
}
