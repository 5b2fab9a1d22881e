import { describe, expect, it } from 'vitest';
import { dayjs } from '@/shared/date/seoul';
import { homeLinks, isTravelOnly } from './home-links';

const today = dayjs('2026-11-26');
const seller = { roles: ['30'], managerRoles: ['40'] };
const travel = { roles: ['30'], managerRoles: ['190'] };

describe('home links', () => {
  it('opens each list filtered like the count', () => {
    const links = homeLinks(seller, today);
    expect(links.orderStatus('20').to).toBe('/order/orderStatus?statusCd=20');
    // The cards' 14 days: today and the 13 before.
    expect(links.returnList('RETURN_COLLECT').to).toBe('/return/returnList?statusCd=RETURN_COLLECT&fromDt=2026-11-13&toDt=2026-11-26');
    expect(links.withdraw.to).toBe('/return/returnWithdraw?view=WITHDRAWN&startDt=2026-11-13&endDt=2026-11-26');
    expect(links.productStatus('90').to).toBe('/product/productSearchList?prodStsCd=90');
    expect(links.soldOutSoon.to).toBe('/product/productOptionList?qtyMin=1&qtyMax=5');
    expect(links.promotion('AGREE').to).toBe('/promotion/promotionSearchList?statusCd=AGREE');
    expect(links.promotion().to).toBe('/promotion/promotionSearchList');
    // The unanswered windows are the last 30 days, today included.
    expect(links.productQna.to).toBe('/qna/productQna?dateType=QUESTION&answerType=UNANSWERED&startDt=2026-10-28&endDt=2026-11-26');
    expect(links.supplyCs.to).toBe('/qna/supplyCs?stsCd=WAITING&startDt=2026-10-28&endDt=2026-11-26');
  });

  it('sends a travel-only seller to the travel screens and disables returns and promotions', () => {
    expect(isTravelOnly(['190'])).toBe(true);
    expect(isTravelOnly(['40', '190'])).toBe(false);
    expect(isTravelOnly([])).toBe(false);
    const links = homeLinks(travel, today);
    expect(links.orderStatus('35').to).toBe('/travelOrder/orderStatus?statusCd=RSV_CONFIRM');
    expect(links.orderStatus('20').to).toBe('/travelOrder/orderStatus?statusCd=RSV_WAIT');
    expect(links.orderStatus('72')).toEqual({ to: null, disabledReason: 'travel' });
    expect(links.productStatus('40').to).toBe('/travelProduct/productSearchList?prodStsCd=40');
    expect(links.returnList('RETURN_COLLECT')).toEqual({ to: null, disabledReason: 'travel' });
    expect(links.withdraw.to).toBeNull();
    expect(links.promotion('AGREE')).toEqual({ to: null, disabledReason: 'travel' });
  });

  it('shows a count without a link where the viewer may not open the list', () => {
    // A seller without the general manager role has no order or product menu.
    const links = homeLinks({ roles: ['30'], managerRoles: [] }, today);
    expect(links.orderStatus('20')).toEqual({ to: null, disabledReason: 'forbidden' });
    expect(links.returnList('RETURN_COLLECT').to).toBe('/return/returnList?statusCd=RETURN_COLLECT&fromDt=2026-11-13&toDt=2026-11-26');
  });
});
