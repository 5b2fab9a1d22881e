import type { TMallTravelBookRequest, TMallTravelEstimateRequest } from '@po/contracts';
import { makeSeller, signInWithSms } from './factories.ts';
import { mallCall } from './order-factories.ts';
import type { TestApp } from './test-app.ts';
import { insertTravelProduct, type TravelProductSpec } from './travel-factories.ts';

// Reservations and estimates for tests, through the mall's API (the intake is what is tested).

let seq = 0;
/** A fresh mall number (8-20 upper-case letters and digits). */
export const mallNo = (prefix: 'R' | 'E') => `${prefix}${Date.now().toString(36).toUpperCase()}${String(++seq).padStart(4, '0')}`;

/** A signed-in travel-only seller (manager role 190) with one property of two rooms on sale (stock 3 and 1 a night). */
export async function travelSeller(t: TestApp, product: Partial<TravelProductSpec> = {}) {
  const spec = await makeSeller(t, { roleCd: '30', managerRoles: ['190'] });
  const supplyEntrCd = spec.company!.supplyEntrCd;
  const { cookies } = await signInWithSms(t, spec);
  const prodCd = await insertTravelProduct(t, { supplyEntrCd, rsvStartDt: '2026-12-01', rsvEndDt: '2027-02-28', ...product });
  return { supplyEntrCd, cookies, prodCd };
}

export function bookBody(prodCd: string, overrides: Partial<TMallTravelBookRequest> = {}): TMallTravelBookRequest {
  return {
    ordNo: mallNo('R'),
    ordDtlSq: 1,
    prodCd,
    roomSeq: 1,
    checkInDt: '2026-12-24',
    checkOutDt: '2026-12-26',
    roomCnt: 1,
    adultCnt: 2,
    childCnt: 0,
    guestNm: '김여행',
    guestMobile: '01012345678',
    guestEmail: 'guest@example.com',
    buyerNm: '김구매',
    buyerMobile: '01087654321',
    rsvRequest: '높은 층 부탁드립니다',
    ordDt: '2026-11-19T03:00:00Z',
    payDt: '2026-11-19T03:01:00Z',
    ...overrides,
  };
}

/** Books a stay through the mall; answers its body (ordNo, ordDtlSq). */
export async function bookStay(t: TestApp, prodCd: string, overrides: Partial<TMallTravelBookRequest> = {}) {
  const body = bookBody(prodCd, overrides);
  const res = await mallCall(t, { url: '/api/mall/travel/reservations', body });
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  return body;
}

export function estimateBody(prodCd: string, overrides: Partial<TMallTravelEstimateRequest> = {}): TMallTravelEstimateRequest {
  return {
    estmNo: mallNo('E'),
    prodCd,
    estmProdTypeCd: 'GROUP',
    reqNm: '박단체',
    reqMobile: '01055554444',
    reqEmail: '',
    personCnt: 20,
    reqCont: '워크숍 20명',
    reqDt: '2026-11-18T05:00:00Z',
    rooms: [
      { roomSeq: 1, roomCnt: 5, checkInDt: '2027-01-10', checkOutDt: '2027-01-12' },
      { roomSeq: 2, roomCnt: 2, checkInDt: '2027-01-11', checkOutDt: '2027-01-12' },
    ],
    ...overrides,
  };
}

export async function requestEstimate(t: TestApp, prodCd: string, overrides: Partial<TMallTravelEstimateRequest> = {}) {
  const body = estimateBody(prodCd, overrides);
  const res = await mallCall(t, { url: '/api/mall/travel/estimates', body });
  if (res.statusCode !== 200) throw new Error(`estimate failed: ${res.body}`);
  return body.estmNo;
}
