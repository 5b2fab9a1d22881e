import type { TPromotionCreateRequest } from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { TestApp } from './test-app.ts';

// Promotions for tests: bodies of the operator's create and direct creates through the service.

/** A promotion's dates around the test clock's Seoul today: offsets in days of the request period's and the run's ends. */
export function promotionDates(t: TestApp, at: { req: [number, number]; run: [number, number] } = { req: [0, 2], run: [3, 9] }) {
  const today = seoulDate(t.clock.now());
  return {
    reqStartDt: addDays(today, at.req[0]),
    reqEndDt: addDays(today, at.req[1]),
    progStartDt: addDays(today, at.run[0]),
    progEndDt: addDays(today, at.run[1]),
  };
}

/** A RATE 10% promotion borne by the mall, requesting now and running from the third day (overrides replace any field). */
export function promotionBody(
  t: TestApp,
  targets: TPromotionCreateRequest['targets'],
  overrides: Partial<TPromotionCreateRequest> = {},
): TPromotionCreateRequest {
  return {
    promNm: '겨울 타임세일',
    promDivision: 'TIME_SALE',
    ...promotionDates(t),
    dcTypeCd: 'RATE',
    dcValue: 10,
    bearer: 'MALL',
    targets,
    ...overrides,
  };
}

const OPERATOR = { mgrId: 'test-op' } as SessionContext;

/** Creates a promotion through the operator's service (no HTTP), answering its code. */
export async function createPromotion(t: TestApp, body: TPromotionCreateRequest): Promise<string> {
  return (await t.app.services.promotionAdmin.createPromotion({ session: OPERATOR, req: body })).promCd;
}
