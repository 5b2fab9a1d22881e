import { DASHBOARD_LIMITS, MANAGER_ROLE, TRAVEL_HOME_STATUS, hasMenuPermission, type MenuViewer } from '@po/contracts';
import type { Dayjs } from '@/shared/date/seoul';

/** Where a count of the home opens: a path with the list's filters, or null when the count is shown without a link. */
export type THomeLink = { to: string; disabledReason?: undefined } | { to: null; disabledReason: 'travel' | 'forbidden' };

/** Manager role 190 alone is a travel-only seller (business-area §6). */
export function isTravelOnly(managerRoles: readonly string[]): boolean {
  return managerRoles.length > 0 && managerRoles.every((r) => r === MANAGER_ROLE.travel);
}

const query = (params: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** The links of the home's counts for one viewer; `today` is Seoul's (the Q&A windows end today). */
export function homeLinks(viewer: Pick<MenuViewer, 'roles' | 'managerRoles'>, today: Dayjs) {
  const travel = isTravelOnly(viewer.managerRoles);
  const link = (menu: string, path: string, params: Record<string, string | number> = {}, travelDisabled = false): THomeLink => {
    if (travel && travelDisabled) return { to: null, disabledReason: 'travel' };
    if (!hasMenuPermission(menu, viewer)) return { to: null, disabledReason: 'forbidden' };
    return { to: Object.keys(params).length ? `${path}${query(params)}` : path };
  };
  const days = (n: number) => ({ startDt: today.subtract(n - 1, 'day').format('YYYY-MM-DD'), endDt: today.format('YYYY-MM-DD') });
  // The cards count the last 14 days: the return list reads its period as fromDt / toDt (receipt days), the withdraw
  // list as the withdrawal days.
  const cards = days(DASHBOARD_LIMITS.windowDays);
  const unanswered = days(DASHBOARD_LIMITS.unansweredWindowDays);
  // Travel-only sellers see the travel screens: their orders and products live there (§2 "travel variants"). The
  // server counts the reservation status each fashion code stands for (TRAVEL_HOME_STATUS); a code travel lacks (the
  // delay marks) has no link.
  const travelOrderStatus = (statusCd: string): THomeLink => {
    const sts = TRAVEL_HOME_STATUS[statusCd];
    return sts ? link('travelOrder.orderStatus', '/travelOrder/orderStatus', { statusCd: sts }) : { to: null, disabledReason: 'travel' };
  };
  const orderStatus = (statusCd: string) => (travel ? travelOrderStatus(statusCd) : link('order.orderStatus', '/order/orderStatus', { statusCd }));
  const productList = (params: Record<string, string | number>) =>
    travel
      ? link('travelProduct.productSearchList', '/travelProduct/productSearchList', params)
      : link('product.productSearchList', '/product/productSearchList', params);
  return {
    travel,
    orderStatus,
    returnList: (statusCd: string) => link('return.returnList', '/return/returnList', { statusCd, fromDt: cards.startDt, toDt: cards.endDt }, true),
    withdraw: link('return.returnWithdraw', '/return/returnWithdraw', { view: 'WITHDRAWN', ...cards }, true),
    productStatus: (prodStsCd: string) => productList({ prodStsCd }),
    soldOutSoon: travel
      ? productList({ stockMin: DASHBOARD_LIMITS.soldOutSoonMinStock, stockMax: DASHBOARD_LIMITS.soldOutSoonMaxStock })
      : link('product.productOptionList', '/product/productOptionList', {
          qtyMin: DASHBOARD_LIMITS.soldOutSoonMinStock,
          qtyMax: DASHBOARD_LIMITS.soldOutSoonMaxStock,
        }),
    promotion: (statusCd?: string) => link('promotion.promotionSearchList', '/promotion/promotionSearchList', statusCd ? { statusCd } : {}, true),
    productQna: link('qna.productQna', '/qna/productQna', { dateType: 'QUESTION', answerType: 'UNANSWERED', ...unanswered }),
    supplyCs: link('qna.supplyCs', '/qna/supplyCs', { stsCd: 'WAITING', ...unanswered }),
  };
}
export type THomeLinks = ReturnType<typeof homeLinks>;
