import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, lineOf, paidLine, seoul, walkLine } from '@/test/order-job-world.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { LineKey } from './order.repository.ts';
import { SYSTEM_ACTOR } from './order-moves.ts';

// The next-day sold-out cancel and the guarantee certificate, run with the test clock moved.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: seoul('2026-11-23 15:00') });
});
afterAll(async () => t.close());

const seller = { type: 'seller', id: 'job-test', nm: 'job-test' } as const;
const soldOutRequest = (key: LineKey, qty = 1) =>
  t.app.services.orderClaims.openClaim({ key, claimType: 'CANCEL', qty, reqBy: 'SELLER', reasonCd: '05', actor: seller, openMarket: false });
const claimOf = async (key: LineKey, claimSq: number) => t.app.services.orderClaims.lockClaim(key.supplyEntrCd, claimSq);
const stockOf = async (s: { prodCd: string; cookies: Record<string, string> }) =>
  (await t.call({ url: `/api/product/products/${s.prodCd}`, cookies: s.cookies })).json<{ options: { stockQty: number }[] }>().options[0]!.stockQty;

describe('next-day sold-out cancel', () => {
  it('cancels an unshipped line on the next Seoul day, keeps the stock sold out, and runs once', async () => {
    t.clock.set(seoul('2026-11-23 23:50'));
    const { seller: s, key } = await paidLine(t, { qty: 2, stock: 5 });
    const claim = await soldOutRequest(key, 2);
    const job = t.app.services.soldOutCancelJob;

    t.clock.set(seoul('2026-11-23 23:59'));
    await job.cancelSoldOutNextDay();
    expect((await claimOf(key, claim.claimSq)).claimStsCd).toBe('CANCEL_REQUESTED');

    t.clock.set(seoul('2026-11-24 00:05'));
    expect((await job.cancelSoldOutNextDay()).cancelled).toBeGreaterThanOrEqual(1);
    expect((await claimOf(key, claim.claimSq)).claimStsCd).toBe('CANCEL_COMPLETED');
    expect(await lineOf(t, key)).toMatchObject({ ordDtlStsCd: '99', cancelQty: 2, claimQty: 0 });
    expect(await stockOf(s)).toBe(3);
    const history = await actionsOf(t, key);
    expect(await job.cancelSoldOutNextDay()).toEqual({ cancelled: 0, withdrawn: 0 });
    expect(await actionsOf(t, key)).toEqual(history);
  });

  it('withdraws the request when the line was shipped meanwhile, and leaves other reasons alone', async () => {
    t.clock.set(seoul('2026-11-25 10:00'));
    const shipped = await paidLine(t);
    const claim = await soldOutRequest(shipped.key);
    await walkLine(t, shipped.key, '50');
    const other = await paidLine(t);
    const changedMind = await t.app.services.orderClaims.openClaim({
      key: other.key,
      claimType: 'CANCEL',
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '01',
      actor: { type: 'buyer', id: 'buyer', nm: 'buyer' },
      openMarket: false,
    });

    t.clock.set(seoul('2026-11-26 09:00'));
    expect((await t.app.services.soldOutCancelJob.cancelSoldOutNextDay()).withdrawn).toBeGreaterThanOrEqual(1);
    expect((await claimOf(shipped.key, claim.claimSq)).claimStsCd).toBe('CANCEL_WITHDRAWN');
    expect(await lineOf(t, shipped.key)).toMatchObject({ ordDtlStsCd: '50', claimQty: 0, cancelQty: 0 });
    expect((await claimOf(other.key, changedMind.claimSq)).claimStsCd).toBe('CANCEL_REQUESTED');
  });
});

describe('digital certificate of guarantee goods', () => {
  const guaranteeLine = async () => {
    const line = await paidLine(t);
    await t.app.services.orderMoves.changeLine({
      key: line.key,
      action: 'test:guarantee',
      actor: SYSTEM_ACTOR,
      patch: () => ({ grntSrvcGoodsYn: 'Y', digitIssuStatus: 'WAITING' }),
    });
    return line;
  };
  const issue = () => t.app.services.certificateJob.issueCertificates();

  it('issues once at the first run after delivery, and never twice', async () => {
    t.clock.set(seoul('2026-12-01 10:00'));
    const { key } = await guaranteeLine();
    const plain = await paidLine(t);
    await walkLine(t, key, '50');
    await walkLine(t, plain.key, '60');
    await issue();
    expect((await lineOf(t, key)).digitIssuStatus).toBe('WAITING');

    await t.app.services.orderMoves.moveLine({
      key,
      action: 'deliver',
      actor: { type: 'carrier', id: 'c', nm: 'c' },
      patch: () => ({ deliveredDt: t.clock.now() }),
    });
    t.clock.advanceSeconds(600);
    expect(await issue()).toBeGreaterThanOrEqual(1);
    expect(await lineOf(t, key)).toMatchObject({ digitIssuStatus: 'ISSUED', digitIssuDt: t.clock.now() });
    expect((await lineOf(t, plain.key)).digitIssuStatus).toBeNull();
    t.clock.advanceSeconds(600);
    expect(await issue()).toBe(0);
    expect((await actionsOf(t, key)).filter((a) => a === 'certificate:issue')).toHaveLength(1);

    // A return deactivates it (order-claims), and nothing issues it again.
    await t.app.services.orderClaims.openClaim({ key, claimType: 'RETURN', qty: 1, reqBy: 'BUYER', reasonCd: '01', actor: seller, openMarket: false });
    expect((await lineOf(t, key)).digitIssuStatus).toBe('DEACTIVATED');
    expect(await issue()).toBe(0);
  });

  it('does not issue after the seventh day from delivery, nor while a return is open', async () => {
    t.clock.set(seoul('2026-12-07 10:00'));
    const late = await guaranteeLine();
    await walkLine(t, late.key, '60');
    t.clock.set(seoul('2026-12-14 10:01'));
    const returning = await guaranteeLine();
    await walkLine(t, returning.key, '60');
    await t.app.services.orderClaims.openClaim({
      key: returning.key,
      claimType: 'RETURN',
      qty: 1,
      reqBy: 'BUYER',
      reasonCd: '01',
      actor: seller,
      openMarket: false,
    });
    await issue();
    expect((await lineOf(t, late.key)).digitIssuStatus).toBe('WAITING');
    expect((await lineOf(t, returning.key)).digitIssuStatus).toBe('WAITING');
  });
});
