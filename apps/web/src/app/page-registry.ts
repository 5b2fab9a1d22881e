import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageComponent = LazyExoticComponent<ComponentType>;

/** React.lazy for a page module with named exports: one chunk per page. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K): PageComponent {
  return lazy(() => load().then((m) => ({ default: m[exportName] })));
}

export const PlaceholderPage = lazyPage(() => import('@/shared/ui/placeholder-page'), 'PlaceholderPage');

/**
 * Route name of APP_ROUTES -> page. Every page route is listed; a feature issue replaces its
 * PlaceholderPage entries with `lazyPage(() => import('@/features/<area>/pages/<page>'), '<Page>')`.
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageComponent>> = {
  home: PlaceholderPage,
  notice: PlaceholderPage,
  noticeDetail: PlaceholderPage,
  soldOutPopup: PlaceholderPage,

  'product.productSupplyForm': PlaceholderPage,
  'product.productExcelUploadForm': PlaceholderPage,
  'product.productSupplyList': PlaceholderPage,
  'product.productSearchList': PlaceholderPage,
  'product.productUpdateForm': PlaceholderPage,
  'product.productOptionList': PlaceholderPage,
  'product.productPriceChangeList': PlaceholderPage,
  'product.productBrandForm': PlaceholderPage,
  'product.productBrandDetail': PlaceholderPage,
  'product.productBrandList': PlaceholderPage,

  'travelProduct.productSupplyForm': PlaceholderPage,
  'travelProduct.productSearchList': PlaceholderPage,
  'travelProduct.productPriceChangeList': PlaceholderPage,
  'travelProduct.productUpdateForm': PlaceholderPage,
  'travelProduct.productBrandForm': PlaceholderPage,
  'travelProduct.productBrandList': PlaceholderPage,

  'order.orderList': PlaceholderPage,
  'order.orderStatus': PlaceholderPage,
  'order.orderDetail': PlaceholderPage,
  'order.orderPtsList': PlaceholderPage,
  'order.deliveryAutomationList': PlaceholderPage,

  'travelOrder.orderList': PlaceholderPage,
  'travelOrder.estimateList': PlaceholderPage,
  'travelOrder.orderStatus': PlaceholderPage,
  'travelOrder.orderDetail': PlaceholderPage,
  'travelOrder.estimateDetail': PlaceholderPage,

  'return.returnList': PlaceholderPage,
  'return.returnWithdraw': PlaceholderPage,

  'calculate.partnerSupplyEntrList': PlaceholderPage,
  'calculate.partnerSupplyEntrKICCList': PlaceholderPage,
  'calculate.partnerBillPublishList': PlaceholderPage,
  'calculate.partnerVatReport': PlaceholderPage,
  'calculate.partnerOpenMarketPaymentList': PlaceholderPage,
  'calculate.partnerPurveyanceList': PlaceholderPage,

  'qna.productQna': PlaceholderPage,
  'qna.supplyCs': PlaceholderPage,

  'statistic.statisticPeriod': PlaceholderPage,
  'statistic.statisticProduct': PlaceholderPage,
  'statistic.statisticAgeGender': PlaceholderPage,
  'statistic.statisticLeadTime': PlaceholderPage,
  'statistic.statisticRating': PlaceholderPage,

  'promotion.promotionSearchList': PlaceholderPage,
  'promotion.promotionDetailForm': PlaceholderPage,

  'setting.account': PlaceholderPage,
  'setting.authPhoneNo': PlaceholderPage,
  'setting.changePassword': PlaceholderPage,
  'setting.contract': PlaceholderPage,
  'setting.brandUpdateForm': PlaceholderPage,
  'setting.delivery': PlaceholderPage,
  'setting.deliveryForm': PlaceholderPage,
  'setting.deliveryDetail': PlaceholderPage,
  'setting.deliveryPolicyList': PlaceholderPage,
  'setting.deliveryPolicyDetail': PlaceholderPage,
  'setting.deliveryPolicyForm': PlaceholderPage,

  'admin.partnerApplicationList': PlaceholderPage,
  'admin.inquiryList': PlaceholderPage,
  'admin.goodsFlowList': PlaceholderPage,
};
