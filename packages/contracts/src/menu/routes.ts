import type { RouteMeta } from './route-meta.ts';

/** Role codes of business-area §6. */
export const ROLE = {
  admin: 'admin',
  r10: '10',
  r20: '20',
  r30: '30',
  r40: '40',
} as const;

/** Manager roles: 40 general manager, 190 travel. */
export const MANAGER_ROLE = { general: '40', travel: '190' } as const;

const SELLER = [ROLE.r30];
const SETTINGS = [ROLE.r10, ROLE.r20, ROLE.r30, ROLE.r40];

const page = (name: string, path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  name,
  path,
  ...extra,
});

/**
 * The one route table of the signed-in area (business-area §2, §6). Names are unique across the tree:
 * `<group>.<screen>`; title keys live in the `menu` translation namespace under the same name.
 */
export const APP_ROUTES: readonly RouteMeta[] = [
  page('home', '/home', { titleKey: 'menu.home', icon: 'home', affix: true }),
  page('notice', '/notice', { titleKey: 'menu.notice', icon: 'notification' }),
  page('noticeDetail', '/noticeDetail/:bulletinSq', { titleKey: 'menu.noticeDetail', hidden: true }),
  page('soldOutPopup', '/soldOutPopup/:supplyEntrCd', { titleKey: 'menu.soldOutPopup', hidden: true }),
  {
    name: 'product',
    path: '/product',
    titleKey: 'menu.product._',
    icon: 'shopping',
    roles: [ROLE.r20, ROLE.r30, ROLE.r40],
    managerRoles: [MANAGER_ROLE.general],
    redirect: '/product/productSupplyForm',
    children: [
      page('product.productSupplyForm', 'productSupplyForm', { titleKey: 'menu.product.productSupplyForm' }),
      page('product.productExcelUploadForm', 'productExcelUploadForm', { titleKey: 'menu.product.productExcelUploadForm' }),
      page('product.productSupplyList', 'productSupplyList', { titleKey: 'menu.product.productSupplyList' }),
      page('product.productSearchList', 'productSearchList', { titleKey: 'menu.product.productSearchList' }),
      page('product.productUpdateForm', 'productUpdateForm/:prodCd', { titleKey: 'menu.product.productUpdateForm', hidden: true }),
      page('product.productOptionList', 'productOptionList', { titleKey: 'menu.product.productOptionList' }),
      page('product.productPriceChangeList', 'productPriceChangeList', { titleKey: 'menu.product.productPriceChangeList' }),
      page('product.productBrandForm', 'productBrandForm', { titleKey: 'menu.product.productBrandForm' }),
      page('product.productBrandDetail', 'productBrandDetail/:brandCd', { titleKey: 'menu.product.productBrandDetail', hidden: true }),
      page('product.productBrandList', 'productBrandList', { titleKey: 'menu.product.productBrandList' }),
    ],
  },
  {
    name: 'travelProduct',
    path: '/travelProduct',
    titleKey: 'menu.travelProduct._',
    icon: 'car',
    roles: SELLER,
    managerRoles: [MANAGER_ROLE.travel],
    redirect: '/travelProduct/productSupplyForm',
    children: [
      page('travelProduct.productSupplyForm', 'productSupplyForm', { titleKey: 'menu.travelProduct.productSupplyForm' }),
      page('travelProduct.productSearchList', 'productSearchList', { titleKey: 'menu.travelProduct.productSearchList' }),
      page('travelProduct.productPriceChangeList', 'productPriceChangeList', { titleKey: 'menu.travelProduct.productPriceChangeList' }),
      page('travelProduct.productUpdateForm', 'productUpdateForm/:prodCd', { titleKey: 'menu.travelProduct.productUpdateForm', hidden: true }),
      page('travelProduct.productBrandForm', 'productBrandForm', { titleKey: 'menu.travelProduct.productBrandForm' }),
      page('travelProduct.productBrandList', 'productBrandList', { titleKey: 'menu.travelProduct.productBrandList' }),
    ],
  },
  {
    name: 'order',
    path: '/order',
    titleKey: 'menu.order._',
    icon: 'shoppingCart',
    roles: SELLER,
    managerRoles: [MANAGER_ROLE.general],
    redirect: '/order/orderList',
    children: [
      page('order.orderList', 'orderList', { titleKey: 'menu.order.orderList' }),
      page('order.orderStatus', 'orderStatus', { titleKey: 'menu.order.orderStatus' }),
      page('order.orderDetail', 'orderDetail/:ordNo', { titleKey: 'menu.order.orderDetail', hidden: true }),
      page('order.orderPtsList', 'orderPtsList', { titleKey: 'menu.order.orderPtsList', roles: [ROLE.admin] }),
      page('order.deliveryAutomationList', 'deliveryAutomationList', { titleKey: 'menu.order.deliveryAutomationList', roles: [ROLE.admin] }),
    ],
  },
  {
    name: 'travelOrder',
    path: '/travelOrder',
    titleKey: 'menu.travelOrder._',
    icon: 'calendar',
    roles: SELLER,
    managerRoles: [MANAGER_ROLE.travel],
    redirect: '/travelOrder/orderList',
    children: [
      page('travelOrder.orderList', 'orderList', { titleKey: 'menu.travelOrder.orderList' }),
      page('travelOrder.estimateList', 'estimateList', { titleKey: 'menu.travelOrder.estimateList' }),
      page('travelOrder.orderStatus', 'orderStatus', { titleKey: 'menu.travelOrder.orderStatus' }),
      page('travelOrder.orderDetail', 'orderDetail/:ordNo', { titleKey: 'menu.travelOrder.orderDetail', hidden: true }),
      page('travelOrder.estimateDetail', 'estimateDetail/:estmNo', { titleKey: 'menu.travelOrder.estimateDetail', hidden: true }),
    ],
  },
  {
    name: 'return',
    path: '/return',
    titleKey: 'menu.return._',
    icon: 'rollback',
    roles: SELLER,
    redirect: '/return/returnList',
    children: [
      page('return.returnList', 'returnList', { titleKey: 'menu.return.returnList' }),
      page('return.returnWithdraw', 'returnWithdraw', { titleKey: 'menu.return.returnWithdraw' }),
    ],
  },
  {
    name: 'calculate',
    path: '/calculate',
    titleKey: 'menu.calculate._',
    icon: 'calculator',
    roles: SELLER,
    redirect: '/calculate/partnerSupplyEntrList',
    children: [
      page('calculate.partnerSupplyEntrList', 'partnerSupplyEntrList', { titleKey: 'menu.calculate.partnerSupplyEntrList', checkKICC: true }),
      page('calculate.partnerSupplyEntrKICCList', 'partnerSupplyEntrKICCList', { titleKey: 'menu.calculate.partnerSupplyEntrKICCList', hidden: true }),
      page('calculate.partnerBillPublishList', 'partnerBillPublishList/:month?', { titleKey: 'menu.calculate.partnerBillPublishList', checkKICC: true }),
      page('calculate.partnerVatReport', 'partnerVatReport', { titleKey: 'menu.calculate.partnerVatReport', checkKICC: true }),
      page('calculate.partnerOpenMarketPaymentList', 'partnerOpenMarketPaymentList', {
        titleKey: 'menu.calculate.partnerOpenMarketPaymentList',
        checkOpenMarket: true,
      }),
      page('calculate.partnerPurveyanceList', 'partnerPurveyanceList', { titleKey: 'menu.calculate.partnerPurveyanceList', checkDomestic: true }),
      // A month's statement, opened from any of the lists above: every kind of seller has one.
      page('calculate.statement', 'statement/:settleYm', { titleKey: 'menu.calculate.statement', hidden: true }),
    ],
  },
  {
    name: 'qna',
    path: '/qna',
    titleKey: 'menu.qna._',
    icon: 'question',
    roles: SELLER,
    redirect: '/qna/productQna',
    children: [page('qna.productQna', 'productQna', { titleKey: 'menu.qna.productQna' }), page('qna.supplyCs', 'supplyCs', { titleKey: 'menu.qna.supplyCs' })],
  },
  {
    name: 'statistic',
    path: '/statistic',
    titleKey: 'menu.statistic._',
    icon: 'barChart',
    roles: SELLER,
    redirect: '/statistic/statisticPeriod',
    children: [
      page('statistic.statisticPeriod', 'statisticPeriod', { titleKey: 'menu.statistic.statisticPeriod' }),
      page('statistic.statisticProduct', 'statisticProduct', { titleKey: 'menu.statistic.statisticProduct' }),
      page('statistic.statisticAgeGender', 'statisticAgeGender', { titleKey: 'menu.statistic.statisticAgeGender' }),
      page('statistic.statisticLeadTime', 'statisticLeadTime', { titleKey: 'menu.statistic.statisticLeadTime' }),
      page('statistic.statisticRating', 'statisticRating', { titleKey: 'menu.statistic.statisticRating' }),
    ],
  },
  {
    name: 'promotion',
    path: '/promotion',
    titleKey: 'menu.promotion._',
    icon: 'gift',
    roles: SELLER,
    redirect: '/promotion/promotionSearchList',
    children: [
      page('promotion.promotionSearchList', 'promotionSearchList', { titleKey: 'menu.promotion.promotionSearchList' }),
      page('promotion.promotionDetailForm', 'promotionDetailForm/:promCd', { titleKey: 'menu.promotion.promotionDetailForm', hidden: true }),
    ],
  },
  {
    name: 'setting',
    path: '/setting',
    titleKey: 'menu.setting._',
    icon: 'setting',
    roles: SETTINGS,
    // Every settings page reads the session's seller: an operator without one would only see load errors.
    needsSeller: true,
    redirect: '/setting/account',
    children: [
      page('setting.account', 'account', { titleKey: 'menu.setting.account' }),
      page('setting.authPhoneNo', 'authPhoneNo', { titleKey: 'menu.setting.authPhoneNo' }),
      page('setting.changePassword', 'changePassword', { titleKey: 'menu.setting.changePassword' }),
      page('setting.contract', 'contract', { titleKey: 'menu.setting.contract' }),
      page('setting.brandUpdateForm', 'brandUpdateForm/:brandCd', { titleKey: 'menu.setting.brandUpdateForm', hidden: true }),
      page('setting.delivery', 'delivery', { titleKey: 'menu.setting.delivery' }),
      page('setting.deliveryForm', 'deliveryForm', { titleKey: 'menu.setting.deliveryForm', hidden: true }),
      page('setting.deliveryDetail', 'deliveryDetail/:deliveryLocCd', { titleKey: 'menu.setting.deliveryDetail', hidden: true }),
      page('setting.deliveryPolicyList', 'deliveryPolicyList', { titleKey: 'menu.setting.deliveryPolicyList' }),
      page('setting.deliveryPolicyDetail', 'deliveryPolicyDetail', { titleKey: 'menu.setting.deliveryPolicyDetail', hidden: true }),
      page('setting.deliveryPolicyForm', 'deliveryPolicyForm/:dlcstPlcyCd?', { titleKey: 'menu.setting.deliveryPolicyForm', hidden: true }),
    ],
  },
  {
    name: 'admin',
    path: '/admin',
    titleKey: 'menu.admin._',
    icon: 'audit',
    roles: [ROLE.admin],
    redirect: '/admin/partnerApplicationList',
    children: [
      page('admin.partnerApplicationList', 'partnerApplicationList', { titleKey: 'menu.admin.partnerApplicationList' }),
      page('admin.inquiryList', 'inquiryList', { titleKey: 'menu.admin.inquiryList' }),
      page('admin.goodsFlowList', 'goodsFlowList', { titleKey: 'menu.admin.goodsFlowList' }),
      page('admin.brandRequestList', 'brandRequestList', { titleKey: 'menu.admin.brandRequestList' }),
      page('admin.productReviewList', 'productReviewList', { titleKey: 'menu.admin.productReviewList' }),
      page('admin.priceChangeList', 'priceChangeList', { titleKey: 'menu.admin.priceChangeList' }),
      page('admin.travelProductReviewList', 'travelProductReviewList', { titleKey: 'menu.admin.travelProductReviewList' }),
      page('admin.travelPriceChangeList', 'travelPriceChangeList', { titleKey: 'menu.admin.travelPriceChangeList' }),
      page('admin.returnHoldList', 'returnHoldList', { titleKey: 'menu.admin.returnHoldList' }),
      page('admin.settlementMonthList', 'settlementMonthList', { titleKey: 'menu.admin.settlementMonthList' }),
      page('admin.settlementAdjustmentList', 'settlementAdjustmentList', { titleKey: 'menu.admin.settlementAdjustmentList' }),
      page('admin.settlementHoldList', 'settlementHoldList', { titleKey: 'menu.admin.settlementHoldList' }),
      page('admin.exchangeRateList', 'exchangeRateList', { titleKey: 'menu.admin.exchangeRateList' }),
      page('admin.noticeList', 'noticeList', { titleKey: 'menu.admin.noticeList' }),
      page('admin.noticeForm', 'noticeForm/:bulletinSq?', { titleKey: 'menu.admin.noticeForm', hidden: true }),
      page('admin.supplyCsList', 'supplyCsList', { titleKey: 'menu.admin.supplyCsList' }),
      page('admin.popupWindowList', 'popupWindowList', { titleKey: 'menu.admin.popupWindowList' }),
      page('admin.promotionList', 'promotionList', { titleKey: 'menu.admin.promotionList' }),
      page('admin.promotionForm', 'promotionForm/:promCd?', { titleKey: 'menu.admin.promotionForm', hidden: true }),
    ],
  },
];
