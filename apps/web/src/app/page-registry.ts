import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withFeatureTexts, type TFeatureNamespace } from '@/shared/i18n/i18n';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * React.lazy for a page module with named exports: one chunk per page, shown once the texts of its business
 * area (`namespaces`, see FEATURE_NAMESPACES) are loaded too.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
  namespaces: readonly TFeatureNamespace[] = [],
): PageComponent {
  return lazy(() => withFeatureTexts(load(), namespaces).then((m) => ({ default: m[exportName] })));
}

export const PlaceholderPage = lazyPage(() => import('@/shared/ui/placeholder-page'), 'PlaceholderPage');

/**
 * Route name of APP_ROUTES -> page. Every page route is listed; a feature issue replaces its
 * PlaceholderPage entries with `lazyPage(() => import('@/features/<area>/pages/<page>'), '<Page>')`.
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageComponent>> = {
  home: lazyPage(() => import('@/features/dashboard/pages/home-page'), 'HomePage', ['dashboard', 'popup']),
  notice: lazyPage(() => import('@/features/notice/pages/notice-list-page'), 'NoticeListPage', ['notice']),
  noticeDetail: lazyPage(() => import('@/features/notice/pages/notice-detail-page'), 'NoticeDetailPage', ['notice']),
  soldOutPopup: lazyPage(() => import('@/features/dashboard/pages/sold-out-popup-page'), 'SoldOutPopupPage', ['popup']),

  'product.productSupplyForm': lazyPage(() => import('@/features/product/pages/product-supply-form-page'), 'ProductSupplyFormPage', [
    'product',
    'productImage',
    'brand',
    'richText',
  ]),
  'product.productExcelUploadForm': lazyPage(() => import('@/features/product/pages/product-excel-upload-page'), 'ProductExcelUploadPage', [
    'product',
    'productExcel',
    'productImage',
  ]),
  'product.productSupplyList': lazyPage(() => import('@/features/product/pages/product-supply-list-page'), 'ProductSupplyListPage', ['product']),
  'product.productSearchList': lazyPage(() => import('@/features/product/pages/product-search-list-page'), 'ProductSearchListPage', ['product', 'brand']),
  'product.productUpdateForm': lazyPage(() => import('@/features/product/pages/product-update-form-page'), 'ProductUpdateFormPage', [
    'product',
    'brand',
    'productEdit',
    'productImage',
    'richText',
  ]),
  'product.productOptionList': lazyPage(() => import('@/features/product/pages/product-option-list-page'), 'ProductOptionListPage', ['product', 'brand']),
  'product.productPriceChangeList': lazyPage(() => import('@/features/product/pages/price-change-list-page'), 'PriceChangeListPage', [
    'product',
    'priceChange',
  ]),
  'product.productBrandForm': lazyPage(() => import('@/features/brand/pages/brand-form-page'), 'BrandFormPage', ['brand']),
  'product.productBrandDetail': lazyPage(() => import('@/features/brand/pages/brand-detail-page'), 'BrandDetailPage', ['brand']),
  'product.productBrandList': lazyPage(() => import('@/features/brand/pages/brand-list-page'), 'BrandListPage', ['brand']),

  'travelProduct.productSupplyForm': lazyPage(() => import('@/features/travel-product/pages/travel-product-supply-form-page'), 'TravelProductSupplyFormPage', [
    'travelProduct',
    'richText',
    'brand',
    'product',
    'productImage',
    'travelOrder',
  ]),
  'travelProduct.productSearchList': lazyPage(() => import('@/features/travel-product/pages/travel-product-search-list-page'), 'TravelProductSearchListPage', [
    'travelProduct',
    'brand',
    'product',
    'productImage',
    'travelOrder',
  ]),
  'travelProduct.productPriceChangeList': lazyPage(() => import('@/features/travel-product/pages/travel-price-change-list-page'), 'TravelPriceChangeListPage', [
    'travelProduct',
    'priceChange',
    'brand',
    'product',
    'productImage',
    'travelOrder',
  ]),
  'travelProduct.productUpdateForm': lazyPage(() => import('@/features/travel-product/pages/travel-product-update-form-page'), 'TravelProductUpdateFormPage', [
    'travelProduct',
    'richText',
    'brand',
    'product',
    'productImage',
    'travelOrder',
  ]),
  'travelProduct.productBrandForm': lazyPage(() => import('@/features/brand/pages/brand-form-page'), 'BrandFormPage', ['brand']),
  'travelProduct.productBrandList': lazyPage(() => import('@/features/brand/pages/brand-list-page'), 'BrandListPage', ['brand']),

  'order.orderList': lazyPage(() => import('@/features/order/pages/order-list-page'), 'OrderListPage', ['order', 'orderList', 'invoiceUpload']),
  'order.orderStatus': lazyPage(() => import('@/features/order/pages/order-status-page'), 'OrderStatusPage', ['order', 'orderList', 'invoiceUpload']),
  'order.orderDetail': lazyPage(() => import('@/features/order/pages/order-detail-page'), 'OrderDetailPage', ['order', 'orderDetail', 'claim', 'product']),
  'order.orderPtsList': lazyPage(() => import('@/features/order/pages/order-pts-list-page'), 'OrderPtsListPage', ['order', 'orderOps']),
  'order.deliveryAutomationList': lazyPage(() => import('@/features/order/pages/delivery-automation-list-page'), 'DeliveryAutomationListPage', [
    'order',
    'orderOps',
  ]),

  'travelOrder.orderList': lazyPage(() => import('@/features/travel-order/pages/travel-order-list-page'), 'TravelOrderListPage', [
    'travelOrder',
    'travelProduct',
    'order',
    'orderList',
  ]),
  'travelOrder.estimateList': lazyPage(() => import('@/features/travel-order/pages/travel-estimate-list-page'), 'TravelEstimateListPage', [
    'travelOrder',
    'travelProduct',
    'order',
    'orderList',
  ]),
  'travelOrder.orderStatus': lazyPage(() => import('@/features/travel-order/pages/travel-order-status-page'), 'TravelOrderStatusPage', [
    'travelOrder',
    'travelProduct',
    'order',
    'orderList',
  ]),
  'travelOrder.orderDetail': lazyPage(() => import('@/features/travel-order/pages/travel-order-detail-page'), 'TravelOrderDetailPage', [
    'travelOrder',
    'travelProduct',
    'order',
    'orderList',
  ]),
  'travelOrder.estimateDetail': lazyPage(() => import('@/features/travel-order/pages/travel-estimate-detail-page'), 'TravelEstimateDetailPage', [
    'travelOrder',
    'travelProduct',
    'order',
    'orderList',
  ]),

  'return.returnList': lazyPage(() => import('@/features/order/pages/return-list-page'), 'ReturnListPage', ['order', 'claim']),
  'return.returnWithdraw': lazyPage(() => import('@/features/order/pages/return-withdraw-page'), 'ReturnWithdrawPage', ['order', 'claim']),

  'calculate.partnerSupplyEntrList': lazyPage(() => import('@/features/calculate/pages/settlement-list-page'), 'SettlementListPage', [
    'calculate',
    'calculatePage',
  ]),
  'calculate.partnerSupplyEntrKICCList': lazyPage(() => import('@/features/calculate/pages/settlement-list-page'), 'KiccSettlementListPage', [
    'calculate',
    'calculatePage',
  ]),
  'calculate.partnerBillPublishList': lazyPage(() => import('@/features/calculate/pages/bill-publish-list-page'), 'BillPublishListPage', [
    'calculate',
    'calculatePage',
  ]),
  'calculate.partnerVatReport': lazyPage(() => import('@/features/calculate/pages/vat-report-page'), 'VatReportPage', ['calculate', 'calculatePage']),
  'calculate.partnerOpenMarketPaymentList': lazyPage(() => import('@/features/calculate/pages/open-market-payment-list-page'), 'OpenMarketPaymentListPage', [
    'calculate',
    'calculatePage',
  ]),
  'calculate.partnerPurveyanceList': lazyPage(() => import('@/features/calculate/pages/purveyance-list-page'), 'PurveyanceListPage', [
    'calculate',
    'calculatePage',
  ]),
  'calculate.statement': lazyPage(() => import('@/features/calculate/pages/statement-page'), 'StatementPage', ['calculate', 'calculatePage']),

  'qna.productQna': lazyPage(() => import('@/features/qna/pages/product-qna-page'), 'ProductQnaPage', ['qna', 'orderList', 'order']),
  'qna.supplyCs': lazyPage(() => import('@/features/qna/pages/supply-cs-page'), 'SupplyCsPage', ['qna', 'qnaAdmin', 'orderList', 'order']),

  'statistic.statisticPeriod': lazyPage(() => import('@/features/statistic/pages/statistic-period-page'), 'StatisticPeriodPage', ['statistic']),
  'statistic.statisticProduct': lazyPage(() => import('@/features/statistic/pages/statistic-product-page'), 'StatisticProductPage', ['statistic']),
  'statistic.statisticAgeGender': lazyPage(() => import('@/features/statistic/pages/statistic-age-gender-page'), 'StatisticAgeGenderPage', ['statistic']),
  'statistic.statisticLeadTime': lazyPage(() => import('@/features/statistic/pages/statistic-lead-time-page'), 'StatisticLeadTimePage', ['statistic']),
  'statistic.statisticRating': lazyPage(() => import('@/features/statistic/pages/statistic-rating-page'), 'StatisticRatingPage', ['statistic']),

  'promotion.promotionSearchList': lazyPage(() => import('@/features/promotion/pages/promotion-list-page'), 'PromotionListPage', [
    'promotion',
    'promotionAdmin',
    'order',
  ]),
  'promotion.promotionDetailForm': lazyPage(() => import('@/features/promotion/pages/promotion-detail-page'), 'PromotionDetailPage', [
    'promotion',
    'promotionAdmin',
    'order',
  ]),

  'setting.account': lazyPage(() => import('@/features/setting/pages/account-page'), 'AccountPage'),
  'setting.authPhoneNo': lazyPage(() => import('@/features/setting/pages/auth-phone-page'), 'AuthPhonePage'),
  'setting.changePassword': lazyPage(() => import('@/features/setting/pages/change-password-page'), 'ChangePasswordPage'),
  'setting.contract': lazyPage(() => import('@/features/setting/pages/contract-page'), 'ContractPage'),
  'setting.brandUpdateForm': lazyPage(() => import('@/features/brand/pages/brand-update-form-page'), 'BrandUpdateFormPage', ['brand']),
  'setting.delivery': lazyPage(() => import('@/features/delivery/pages/delivery-list-page'), 'DeliveryListPage'),
  'setting.deliveryForm': lazyPage(() => import('@/features/delivery/pages/delivery-form-page'), 'DeliveryFormPage'),
  'setting.deliveryDetail': lazyPage(() => import('@/features/delivery/pages/delivery-detail-page'), 'DeliveryDetailPage'),
  'setting.deliveryPolicyList': lazyPage(() => import('@/features/delivery/pages/policy-list-page'), 'PolicyListPage'),
  'setting.deliveryPolicyDetail': lazyPage(() => import('@/features/delivery/pages/policy-detail-page'), 'PolicyDetailPage'),
  'setting.deliveryPolicyForm': lazyPage(() => import('@/features/delivery/pages/policy-form-page'), 'PolicyFormPage'),

  'admin.partnerApplicationList': lazyPage(() => import('@/features/admin/pages/partner-application-list-page'), 'PartnerApplicationListPage', [
    'partner',
    'partnerJoin',
  ]),
  'admin.inquiryList': lazyPage(() => import('@/features/admin/pages/inquiry-list-page'), 'InquiryListPage', ['partner']),
  'admin.goodsFlowList': lazyPage(() => import('@/features/admin/pages/goods-flow-list-page'), 'GoodsFlowListPage'),
  'admin.brandRequestList': lazyPage(() => import('@/features/brand/pages/brand-request-list-page'), 'BrandRequestListPage', ['brand']),
  'admin.productReviewList': lazyPage(() => import('@/features/product/pages/product-review-list-page'), 'ProductReviewListPage', ['product', 'productReview']),
  'admin.priceChangeList': lazyPage(() => import('@/features/product/pages/price-change-review-page'), 'PriceChangeReviewPage', ['product', 'priceChange']),
  'admin.travelProductReviewList': lazyPage(() => import('@/features/travel-product/pages/travel-review-list-page'), 'TravelReviewListPage', [
    'travelProduct',
    'priceChange',
    'product',
    'productImage',
    'travelOrder',
  ]),
  'admin.travelPriceChangeList': lazyPage(() => import('@/features/travel-product/pages/travel-price-change-review-page'), 'TravelPriceChangeReviewPage', [
    'travelProduct',
    'priceChange',
    'product',
    'productImage',
    'travelOrder',
  ]),
  'admin.returnHoldList': lazyPage(() => import('@/features/order/pages/return-hold-list-page'), 'ReturnHoldListPage', ['order', 'claim']),
  'admin.settlementMonthList': lazyPage(() => import('@/features/calculate/pages/admin-month-list-page'), 'AdminMonthListPage', [
    'calculate',
    'calculateAdmin',
  ]),
  'admin.settlementAdjustmentList': lazyPage(() => import('@/features/calculate/pages/admin-adjustment-list-page'), 'AdminAdjustmentListPage', [
    'calculate',
    'calculateAdmin',
  ]),
  'admin.settlementHoldList': lazyPage(() => import('@/features/calculate/pages/admin-hold-list-page'), 'AdminHoldListPage', ['calculate', 'calculateAdmin']),
  'admin.exchangeRateList': lazyPage(() => import('@/features/calculate/pages/admin-exchange-rate-list-page'), 'AdminExchangeRateListPage', [
    'calculate',
    'calculateAdmin',
  ]),
  'admin.noticeList': lazyPage(() => import('@/features/notice/pages/admin-notice-list-page'), 'AdminNoticeListPage', ['noticeAdmin']),
  'admin.noticeForm': lazyPage(() => import('@/features/notice/pages/admin-notice-form-page'), 'AdminNoticeFormPage', ['noticeAdmin', 'richText']),
  'admin.supplyCsList': lazyPage(() => import('@/features/qna/pages/admin-supply-cs-list-page'), 'AdminSupplyCsListPage', [
    'qna',
    'qnaAdmin',
    'orderList',
    'order',
  ]),
  'admin.promotionList': lazyPage(() => import('@/features/promotion/pages/admin-promotion-list-page'), 'AdminPromotionListPage', [
    'promotion',
    'promotionAdmin',
    'order',
  ]),
  'admin.promotionForm': lazyPage(() => import('@/features/promotion/pages/admin-promotion-form-page'), 'AdminPromotionFormPage', [
    'promotion',
    'promotionAdmin',
    'order',
  ]),
  'admin.popupWindowList': lazyPage(() => import('@/features/dashboard/pages/admin-popup-window-list-page'), 'AdminPopupWindowListPage', ['popup']),
};
