import {
  addMonths,
  CHANGE_LOG_ENTITIES,
  ORDER_STATUS_FILTERS,
  PROD_STATUSES,
  PRODUCT_SORTS,
  RETURN_LIST_STATUSES,
  STAT_PRODUCT_SORTS,
  type TOrderListRequest,
  type TProductListFilter,
} from '@po/contracts';
import type { LineCursor } from '@/modules/order/order-export.repository.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { Services } from '@/services.ts';
import type { PlanSamples } from './plan-samples.ts';

/** One seller-scoped call of the product, named as the bench prints it. */
export type PlanCase = [name: string, run: () => Promise<unknown>];

const page = { pageNum: 1, pageSize: 20 };
const DEEP = { pageNum: 50, pageSize: 20 };
const lang = 'ko' as const;

/**
 * Every seller-scoped list, search and detail call of the seller's screens, with each of its filters, as the
 * largest seller (`s`). A filter whose sample the seller has no data for is still called (with a value that
 * matches nothing): the plan is chosen before any row is read.
 */
export function listPlanCases(services: Services, s: PlanSamples, now: Date): PlanCase[] {
  const session: SessionContext = {
    idHash: 'bench-plans',
    mgrId: 'bench-plans',
    state: 'active',
    supplyEntrCd: s.supplyEntrCd,
    data: { loginNm: 'bench', roles: ['30'], isMaster: true },
  };
  const day = (daysAgo: number) => seoulDate(new Date(now.getTime() - daysAgo * 86_400_000));
  const today = day(0);
  const periods = { '1 month': { startDt: day(30), endDt: today }, '6 months': { startDt: day(180), endDt: today } };
  const cases: PlanCase[] = [];
  const add = (name: string, run: () => Promise<unknown>) => cases.push([name, run]);

  // Orders: the list under every filter, date kind and period, the status page, the detail.
  const orders = (q: Partial<TOrderListRequest>) => () =>
    services.orders.listOrders({ session, query: { ...page, dateType: 'ORDER', ...periods['1 month'], ...q }, lang });
  const orderFilters: [string, Partial<TOrderListRequest>][] = [
    ['no filter', {}],
    ...ORDER_STATUS_FILTERS.map((statusCd): [string, Partial<TOrderListRequest>] => [`status ${statusCd}`, { statusCd }]),
    ['product code', { product: s.prodCd ?? 'P000000000' }],
    ['product seller code', { product: s.supplyProdCd ?? 'SP-0' }],
    ['product name', { product: s.prodNmWord ?? '트렌치' }],
    ['buyer', { buyerNm: s.buyerNm ?? '구매자' }],
    ['recipient', { rcpNm: s.rcpNm ?? '수령인' }],
    ['invoice', { invoiceNo: s.invoiceNo ?? '0' }],
    ['order number', { ordNo: s.ordNo ?? 'X' }],
    ['brand', { brandCd: s.brandCd ?? 'X' }],
  ];
  for (const [periodName, period] of Object.entries(periods))
    for (const dateType of ['ORDER', 'PAY'] as const) {
      for (const [filterName, q] of orderFilters) add(`order list: ${periodName} by ${dateType}, ${filterName}`, orders({ ...period, dateType, ...q }));
      add(`order list: ${periodName} by ${dateType}, page 50`, orders({ ...period, dateType, ...DEEP }));
    }
  for (const statusCd of ORDER_STATUS_FILTERS)
    add(`order status page: ${statusCd}`, () =>
      services.orders.listOrdersByStatus({ session, query: { ...page, dateType: 'ORDER', ...periods['1 month'], statusCd }, lang }),
    );
  // The list's export reads by keyset with its own flat select: its first read and one after a cursor.
  for (const dateType of ['ORDER', 'PAY'] as const) {
    const filters = { dateType, ...periods['6 months'] };
    const read = (after: LineCursor | null) =>
      services.orders.listLinesAfter({ supplyEntrCd: s.supplyEntrCd, filters, after, limit: 500, lang, carriers: new Map() });
    add(`order export read: 6 months by ${dateType}`, () => read(null));
    add(`order export read: 6 months by ${dateType}, after a cursor`, async () => read((await read(null)).next));
  }
  if (s.ordNo) {
    const ordNo = s.ordNo;
    add('order detail', () => services.orderDetails.getDetail({ session, ordNo, lang }));
    add('order detail history', () => services.orderDetails.listHistory({ session, ordNo }));
  }
  if (s.claimOrdNo) {
    const ordNo = s.claimOrdNo;
    add('order detail (with a claim)', () => services.orderDetails.getDetail({ session, ordNo, lang }));
  }

  // Returns and exchanges, the withdraw screen.
  const returns = (q: object) => () => services.returnLists.listReturns({ session, query: { ...page, ...q } });
  add('return list: no filter', returns({}));
  for (const statusCd of RETURN_LIST_STATUSES) add(`return list: status ${statusCd}`, returns({ statusCd }));
  for (const claimType of ['RETURN', 'EXCHANGE'] as const) add(`return list: ${claimType}`, returns({ claimType }));
  for (const periodType of ['REQ_DT', 'ORD_DT'] as const)
    for (const [periodName, p] of Object.entries(periods))
      add(`return list: ${periodType} ${periodName}`, returns({ periodType, fromDt: p.startDt, toDt: p.endDt }));
  add('return list: order number', returns({ ordNo: s.claimOrdNo ?? 'X' }));
  add('return list: page 50', returns(DEEP));
  for (const view of ['WITHDRAWABLE', 'WITHDRAWN'] as const)
    for (const claimType of [undefined, 'RETURN', 'EXCHANGE'] as const)
      add(`withdraw list: ${view}${claimType ? ` ${claimType}` : ''}`, () =>
        services.returnLists.listWithdraws({ session, query: { ...page, view, ...(claimType ? { claimType } : {}) } }),
      );

  // Uploads and jobs the seller follows.
  if (s.invoiceJobId) {
    const jobId = s.invoiceJobId;
    add('invoice upload rows', () => services.invoiceUploads.getUpload({ session, jobId, lang }));
  }
  if (s.excelJobId) {
    const jobId = s.excelJobId;
    add('product excel upload rows', () => services.productExcelUploads.getUploadResult({ session, jobId, lang }));
  }

  // Products: the list and search under every filter and sort, the option grid, the detail and its histories.
  const products =
    (f: TProductListFilter, p = page) =>
    () =>
      services.productQuery.listProducts({ session, query: { ...p, ...f }, lang });
  add('product list: no filter', products({}));
  add('product list: page 50', products({}, DEEP));
  for (const prodStsCd of PROD_STATUSES) add(`product list: status ${prodStsCd}`, products({ prodStsCd }));
  for (const saleYn of ['Y', 'N'] as const) add(`product list: on sale ${saleYn}`, products({ saleYn }));
  for (const sort of PRODUCT_SORTS) add(`product list: sort ${sort}`, products({ sort }));
  add('product list: registered last 30 days', products({ regDtFrom: day(30), regDtTo: today }));
  add('product list: updated last 30 days', products({ upDtFrom: day(30), upDtTo: today }));
  add('product list: brand', products({ brandCd: s.brandCd ?? 'X' }));
  add('product list: category', products({ standardCategoryId: s.categoryId ?? '1001' }));
  add('product list: name', products({ prodNm: s.prodNmWord ?? '트렌치' }));
  add('product list: name, 2 characters', products({ prodNm: (s.prodNmWord ?? '코트').slice(0, 2) }));
  add('product list: seller code', products({ supplyProdCd: (s.supplyProdCd ?? '00123').slice(-5) }));
  add('product list: pasted codes', products({ prodCds: s.prodCd ?? 'P000000000' }));
  add('product list: stock 1 to 5', products({ stockMin: 1, stockMax: 5 }));
  add('product list: brand, on sale, last 30 days', products({ brandCd: s.brandCd ?? 'X', saleYn: 'Y', regDtFrom: day(30) }));
  const options = (f: object) => () => services.productOptions.listOptions({ session, query: { ...page, ...f }, lang });
  add('option grid: no filter', options({}));
  add('option grid: brand', options({ brandCd: s.brandCd ?? 'X' }));
  add('option grid: pasted codes', options({ prodCds: s.prodCd ?? 'P000000000' }));
  add('option grid: name', options({ prodNm: s.prodNmWord ?? '트렌치' }));
  for (const yn of ['Y', 'N'] as const) {
    add(`option grid: sold out ${yn}`, options({ soldOutYn: yn }));
    add(`option grid: sale-able ${yn}`, options({ saleAbleYn: yn }));
  }
  add('option grid: stock 1 to 5', options({ qtyMin: 1, qtyMax: 5 }));
  if (s.prodCd) {
    const prodCd = s.prodCd;
    add('product detail', () => services.productQuery.getProduct({ session, prodCd, lang }));
    add('product status history', () => services.productStatuses.listStatusHistory({ session, prodCd, lang }));
  }

  // Price changes.
  const changes = (f: object) => () => services.priceChanges.listPriceChanges({ session, query: { ...page, ...f }, lang });
  add('price change list: no filter', changes({}));
  add('price change list: registered last 30 days', changes({ regDtFrom: day(30), regDtTo: today }));
  for (const confirmStsCd of ['10', '20', '30', '40'] as const) add(`price change list: status ${confirmStsCd}`, changes({ confirmStsCd }));
  for (const changeType of ['P', 'O', 'A'] as const) add(`price change list: type ${changeType}`, changes({ changeType }));
  add('price change list: name', changes({ prodNm: s.prodNmWord ?? '트렌치' }));
  add('price change list: pasted codes', changes({ prodCds: s.priceChangeProdCd ?? 'P000000000' }));
  if (s.priceChangeProdCd) {
    const prodCd = s.priceChangeProdCd;
    add('price history of a product', () => services.priceChanges.listPriceHistory({ session, prodCd, lang }));
  }

  // Brands.
  const brands = (f: object) => () => services.brands.listBrands({ session, query: { ...page, ...f }, lang });
  add('brand list: no filter', brands({}));
  for (const gubun of ['REQUEST', 'BRAND'] as const) add(`brand list: ${gubun}`, brands({ gubun }));
  for (const confirmStatus of ['PENDING', 'APPROVED', 'REJECTED'] as const) add(`brand list: ${confirmStatus}`, brands({ confirmStatus }));
  add('brand list: name', brands({ brandNm: '브랜드' }));
  for (const useYn of ['Y', 'N'] as const) add(`brand list: use ${useYn}`, brands({ useYn }));
  if (s.brandCd) {
    const brandCd = s.brandCd;
    add('brand detail', () => services.brands.getBrand({ session, brandCd, lang }));
  }

  // Shipping sites, their pickup contracts, delivery fee policies.
  const sites = (f: object) => () => services.sites.listSites({ session, query: { ...page, ...f }, lang });
  add('site list: no filter', sites({}));
  add('site list: name', sites({ deliveryLocNm: '물류' }));
  for (const yn of ['Y', 'N'] as const) {
    add(`site list: use ${yn}`, sites({ useYn: yn }));
    add(`site list: overseas ${yn}`, sites({ frcnDyplYn: yn }));
    add(`site list: verified ${yn}`, sites({ verifiedYn: yn }));
  }
  add('site list: registered last 6 months', sites({ regDtFrom: day(180), regDtTo: today }));
  if (s.deliveryLocCd) {
    const deliveryLocCd = s.deliveryLocCd;
    add('site detail', () => services.sites.getSite({ session, deliveryLocCd, lang }));
    add('pickup contract', () => services.goodsFlow.getContract({ session, deliveryLocCd, lang }));
  }
  const policies = (f: object) => () => services.policies.listPolicies({ session, query: { ...page, ...f }, lang });
  add('policy list: no filter', policies({}));
  add('policy list: title', policies({ dlcstPlcyTitl: '배송' }));
  for (const plcyTypeCd of ['01', '02'] as const) add(`policy list: type ${plcyTypeCd}`, policies({ plcyTypeCd }));
  for (const dlcstTypeCd of ['01', '02', '03'] as const) add(`policy list: fee type ${dlcstTypeCd}`, policies({ dlcstTypeCd }));
  for (const plcyStsCd of ['SCHEDULED', 'ACTIVE', 'ENDED', 'UNUSED'] as const) add(`policy list: ${plcyStsCd}`, policies({ plcyStsCd }));
  for (const useYn of ['Y', 'N'] as const) add(`policy list: use ${useYn}`, policies({ useYn }));
  if (s.dlcstPlcyCd) {
    const dlcstPlcyCd = s.dlcstPlcyCd;
    add('policy detail', () => services.policies.getPolicy({ session, dlcstPlcyCd, lang }));
    add('policy history', () => services.policies.listPolicyHistory({ session, dlcstPlcyCd, query: page, lang }));
  }

  // Settlements: the seller's lists of its kind over 6 months, the last month's statement (a deep page and a kind), the
  // invoices, the VAT report. A list of another kind of seller is refused before any SQL, so it is not asked.
  const ym = day(0).slice(0, 7);
  const months = { startYm: addMonths(ym, -6), endYm: addMonths(ym, -1) };
  const kinds = () => services.settlements.getProfile({ session });
  add('settlement profile', kinds);
  add('settlement list: 6 months', async () => {
    const { kinds: k } = await kinds();
    if (k.domestic) return services.settlements.listDomestic({ session, query: { ...page, ...months }, lang });
    if (k.kicc) return services.settlements.listKicc({ session, query: { ...page, ...months }, lang });
  });
  add('settlement open-market list: 6 months', async () => {
    if ((await kinds()).kinds.openMarket) return services.settlements.listOpenMarket({ session, query: { ...page, ...months }, lang });
  });
  add('purchase-agency list: 6 months', async () => {
    if ((await kinds()).kinds.purveyance) return services.settlements.listPurveyance({ session, query: { ...page, ...months } });
  });
  for (const [name, query] of [
    ['first page', page],
    ['page 50', DEEP],
    ['refunds', { ...page, kind: 'REFUND' as const }],
  ] as const)
    add(`statement: last month, ${name}`, async () => {
      const { lastFixedYm } = await kinds();
      if (lastFixedYm) return services.settlements.getStatement({ session, settleYm: lastFixedYm, query, lang });
    });
  add('tax invoice list: 6 months', async () => {
    if ((await kinds()).kinds.taxPapers) return services.settlements.listInvoices({ session, query: { ...page, ...months } });
  });
  add('VAT report: 12 months', async () => {
    if ((await kinds()).kinds.taxPapers)
      return services.settlements.getVatReport({ session, query: { startYm: addMonths(ym, -13), endYm: addMonths(ym, -2) } });
  });

  // The home dashboard (issue 15): every card in one call and the charts with their default and longest periods.
  const seller = s.supplyEntrCd;
  add('dashboard: all', () => services.dashboard.all({ supplyEntrCd: seller, travelOnly: false }));
  add('dashboard: daily sales', () => services.dashboardCharts.dailySales(seller, { pageNum: 1, pageSize: 14 }));
  add('dashboard: monthly sales', () => services.dashboardCharts.monthlySales(seller, { pageNum: 1, pageSize: 100 }));
  add('dashboard: lead time', () => services.dashboardCharts.leadTime(seller, {}));
  add('dashboard: lead time, 6 months', () => services.dashboardCharts.leadTime(seller, periods['6 months']));
  add('dashboard: conversion ranking', () => services.dashboardCharts.conversionRanking(seller, { pageNum: 1, pageSize: 10 }));

  // The rating statistic (issue 16): by day and by product over 6 months and "all", the Excels' reads of every row.
  for (const [name, period] of Object.entries({ '6 months': periods['6 months'], all: {} })) {
    add(`rating by day, ${name}`, () => services.statisticRating.listByDay({ supplyEntrCd: seller, query: { ...page, ...period } }));
    add(`rating by product, ${name}`, () => services.statisticRating.listByProduct({ supplyEntrCd: seller, query: { ...page, ...period }, lang }));
  }
  add('rating by product, every row', () => services.statisticRating.allProducts({ supplyEntrCd: seller, period: periods['6 months'], lang }));

  // The order statistics (issue 16) over 6 months: by day and month, every product sort, the filters, the chart,
  // the Excel's read of every product, age and gender, lead time.
  const sales = services.statisticSales;
  const half = periods['6 months'];
  add('order statistic by day', () => sales.periodPage(seller, { ...page, ...half }, 'day'));
  add('order statistic by month', () => sales.periodPage(seller, { ...page, ...half }, 'month'));
  for (const sortCd of STAT_PRODUCT_SORTS) add(`order statistic by product, ${sortCd}`, () => sales.productPage(seller, { ...page, ...half, sortCd }));
  add('order statistic by product, name search', () =>
    sales.productPage(seller, { ...page, ...half, sortCd: 'REAL_SALE_AMT', product: s.prodNmWord ?? '코트' }),
  );
  add('order statistic by product, brand', () => sales.productPage(seller, { ...page, ...half, sortCd: 'PV_CNT', brandCd: s.brandCd ?? 'X' }));
  add('order statistic product chart', () => sales.productChart(seller, { ...half, sortCd: 'REAL_SALE_AMT' }));
  add('order statistic by product, every row', () => sales.allProducts(seller, { ...half, sortCd: 'PV_CNT' }));
  add('order statistic by age and gender', () => sales.ageGender(seller, half));
  add('order statistic lead time, domestic', () => sales.leadTime(seller, { ...half, dstcDivCd: 'DOMESTIC' }));

  // The seller's own settings: account, its change history, phones, contract; a job it started.
  add('account', () => services.account.getAccount({ session, lang }));
  add('account history: all', () => services.account.listAccountHistory({ session, query: page }));
  for (const entity of CHANGE_LOG_ENTITIES)
    add(`account history: ${entity}`, () => services.account.listAccountHistory({ session, query: { ...page, entity } }));
  add('authentication phones', () => services.settingPhones.listPhones({ session }));
  add('contract', () => services.contract.getContract({ session }));
  if (s.jobId) {
    const jobId = s.jobId;
    add('job status', () => services.jobStatus.getJobStatus({ session, jobId, lang }));
  }
  return cases;
}
