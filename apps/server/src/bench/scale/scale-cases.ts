// The calls the scale bench measures, for the largest seller. Each case names its HTTP request and the service
// call its route makes (for the database floor); the query is parsed by the route's own contract schema, so both
// ask the same. A later issue adds its calls here (settlements as 'list', `/dashboard/all` as 'dashboard', each
// statistic as 'statistic'; the settlements, the dashboard and the order statistics are here): the runner, the floors, the mixed load and the report take every case of this list.
import {
  addMonths,
  monthsBefore,
  ZOrderListRequest,
  ZOrderStatusRequest,
  ZProductListRequest,
  ZReturnListRequest,
  ZSettlementListRequest,
  ZStatAgeRequest,
  ZStatementRequest,
  ZStatisticPageRequest,
  ZStatLeadTimeRequest,
  ZStatProductChartRequest,
  ZStatProductListRequest,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { Services } from '@/services.ts';

export type CaseKind = 'list' | 'dashboard' | 'statistic' | 'other';

/** The p95 each kind must keep to at 50 connections (issue 13); 'other' has none. */
export const TARGET_P95_MS: Record<CaseKind, number | null> = { list: 30, dashboard: 80, statistic: 150, other: null };

/** How the in-process twin of a case is called: the services of the same database and the signed-in session. */
export interface CallContext {
  services: Services;
  session: SessionContext;
  /** The session's cookie token (the session lookup is the whole work of some calls). */
  token: string;
}

export interface ScaleCase {
  name: string;
  kind: CaseKind;
  /** Only the signed-in seller's data: its statements go to the plan check, and it joins the mixed read load. */
  sellerRead: boolean;
  /** Connections measured; the sign-in takes fewer at once (argon2 holds a core each). */
  connections: number[];
  /** A target of the case's own instead of its kind's (the statement: 300 ms, issue 14). */
  targetP95Ms?: number;
  request: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; signedIn: boolean };
  /**
   * Bodies handed out one per connection instead of `request.body`: the sign-in uses one account per connection,
   * since the account lock counts tries in flight (five at once on one account are refused 429, as they should be).
   */
  bodyPerConnection?: unknown[];
  call(ctx: CallContext): Promise<unknown>;
}

/** What the cases are built from: the seller measured, and data picked from the mall. */
export interface CaseInputs {
  loginId: string;
  password: string;
  /** Accounts of other sellers with the same password, for the sign-in's concurrent connections. */
  otherLoginIds: string[];
  /** An order of the seller with many lines and a claim. */
  detailOrdNo: string;
  /** A word of one of the seller's product names. */
  productWord: string;
  /** The seller's last settled month (its statement and the settlement list up to it); null leaves those cases out. */
  settleYm: string | null;
  today: Date;
}

/** A GET with a query: the URL the browser sends and the route's parsing of it, for the service call. */
function getWith<T>(path: string, query: Record<string, string | number>, parse: (q: Record<string, string>) => T) {
  const asStrings = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return { request: { method: 'GET' as const, path: `${path}?${new URLSearchParams(asStrings).toString()}`, signedIn: true }, parsed: parse(asStrings) };
}

const FULL = [1, 50];

export function buildScaleCases(inputs: CaseInputs): ScaleCase[] {
  const today = seoulDate(inputs.today);
  const month = { startDt: monthsBefore(today, 1), endDt: today };
  const lang = 'ko' as const;

  const orderList = (name: string, query: Record<string, string | number>): ScaleCase => {
    const { request, parsed } = getWith('/api/order/orderList', query, (q) => ZOrderListRequest.parse(q));
    return {
      name,
      kind: 'list',
      sellerRead: true,
      connections: FULL,
      request,
      call: (c) => c.services.orders.listOrders({ session: c.session, query: parsed, lang }),
    };
  };
  const productList = (name: string, query: Record<string, string | number>): ScaleCase => {
    const { request, parsed } = getWith('/api/product/products', query, (q) => ZProductListRequest.parse(q));
    return {
      name,
      kind: 'other',
      sellerRead: true,
      connections: FULL,
      request,
      call: (c) => c.services.productQuery.listProducts({ session: c.session, query: parsed, lang }),
    };
  };
  const status = getWith('/api/order/orderStatus', { pageNum: 1, pageSize: 20, statusCd: '20' }, (q) => ZOrderStatusRequest.parse(q));
  const returns = getWith('/api/return/returnList', { pageNum: 1, pageSize: 20, periodType: 'REQ_DT', fromDt: month.startDt, toDt: month.endDt }, (q) =>
    ZReturnListRequest.parse(q),
  );

  const settlements: ScaleCase[] = [];
  if (inputs.settleYm) {
    const settleYm = inputs.settleYm;
    const list = getWith('/api/calculate/partnerSupplyEntrList', { startYm: addMonths(settleYm, -5), endYm: settleYm, pageNum: 1, pageSize: 20 }, (q) =>
      ZSettlementListRequest.parse(q),
    );
    const statement = getWith(`/api/calculate/statement/${settleYm}`, { pageNum: 1, pageSize: 20 }, (q) => ZStatementRequest.parse(q));
    settlements.push(
      {
        name: 'settlement list, 6 months, first page',
        kind: 'list',
        sellerRead: true,
        connections: FULL,
        request: list.request,
        call: (c) => c.services.settlements.listDomestic({ session: c.session, query: list.parsed, lang }),
      },
      {
        name: "statement, last month's first page and totals",
        kind: 'other',
        sellerRead: true,
        connections: FULL,
        // Issue 14: "a seller's statement for the largest seller's month ≤ 300 ms".
        targetP95Ms: 300,
        request: statement.request,
        call: (c) => c.services.settlements.getStatement({ session: c.session, settleYm, query: statement.parsed, lang }),
      },
    );
  }

  return [
    orderList('order list, 1 month, first page', { pageNum: 1, pageSize: 20, dateType: 'ORDER', ...month }),
    orderList('order list, 6 months, delivered, page 50', {
      pageNum: 50,
      pageSize: 20,
      dateType: 'ORDER',
      startDt: monthsBefore(today, 6),
      endDt: today,
      statusCd: '60',
    }),
    {
      name: 'order status page, paid, 14 days',
      kind: 'list',
      sellerRead: true,
      connections: FULL,
      request: status.request,
      call: (c) => c.services.orders.listOrdersByStatus({ session: c.session, query: status.parsed, lang }),
    },
    {
      name: 'order detail, many lines and a claim',
      kind: 'other',
      sellerRead: true,
      connections: FULL,
      request: { method: 'GET', path: `/api/order/orderDetail/${encodeURIComponent(inputs.detailOrdNo)}`, signedIn: true },
      call: (c) => c.services.orderDetails.getDetail({ session: c.session, ordNo: inputs.detailOrdNo, lang }),
    },
    {
      name: 'claim list, 1 month',
      kind: 'list',
      sellerRead: true,
      connections: FULL,
      request: returns.request,
      call: (c) => c.services.returnLists.listReturns({ session: c.session, query: returns.parsed }),
    },
    productList('product search, first page', { pageNum: 1, pageSize: 20 }),
    productList('product search, name', { pageNum: 1, pageSize: 20, prodNm: inputs.productWord }),
    {
      name: 'session alone (/api/login/userInfo)',
      kind: 'other',
      sellerRead: true,
      connections: FULL,
      request: { method: 'GET', path: '/api/login/userInfo', signedIn: true },
      // The route's database work is the guard's session lookup; the reply is built from the session.
      call: async (c) => c.services.login.userInfo((await c.services.sessions.resolveSession(c.token)) ?? c.session),
    },
    {
      name: 'sign-in, password step (argon2id)',
      kind: 'other',
      sellerRead: false,
      connections: [1, 8],
      request: { method: 'POST', path: '/api/login/login', body: { loginId: inputs.loginId, password: inputs.password }, signedIn: false },
      bodyPerConnection: [inputs.loginId, ...inputs.otherLoginIds].map((loginId) => ({ loginId, password: inputs.password })),
      call: (c) =>
        c.services.login.login({
          loginId: inputs.loginId,
          password: inputs.password,
          client: { ip: '127.0.0.1' },
          lang,
          entrStsMessage: (code) => code,
        }),
    },
    ...settlements,
    ...dashboardCases(),
    ...statisticCases(today),
  ];
}

/** The home dashboard (issue 15): every card in one call ('dashboard'), and the charts ('statistic'). */
function dashboardCases(): ScaleCase[] {
  const seller = (c: CallContext) => c.session.supplyEntrCd ?? '';
  const chart = (name: string, path: string, call: ScaleCase['call']): ScaleCase => ({
    name,
    kind: 'statistic',
    sellerRead: true,
    connections: FULL,
    request: { method: 'GET', path, signedIn: true },
    call,
  });
  return [
    {
      name: 'home dashboard, every card (/api/dashboard/all)',
      kind: 'dashboard',
      sellerRead: true,
      connections: FULL,
      request: { method: 'GET', path: '/api/dashboard/all', signedIn: true },
      call: (c) => c.services.dashboard.all({ supplyEntrCd: seller(c), travelOnly: false }),
    },
    chart('home chart, daily sales', '/api/dashboard/daily-sales', (c) => c.services.dashboardCharts.dailySales(seller(c), { pageNum: 1, pageSize: 14 })),
    chart('home chart, monthly sales', '/api/dashboard/monthly-sales', (c) =>
      c.services.dashboardCharts.monthlySales(seller(c), { pageNum: 1, pageSize: 100 }),
    ),
    chart('home chart, lead time', '/api/dashboard/lead-time', (c) => c.services.dashboardCharts.leadTime(seller(c), {})),
    chart('home chart, conversion ranking', '/api/dashboard/conversion-ranking', (c) =>
      c.services.dashboardCharts.conversionRanking(seller(c), { pageNum: 1, pageSize: 10 }),
    ),
  ];
}

/**
 * The order statistics (issue 16) over the largest seller's last 6 months ('statistic'): by day and month, the
 * product list (by net sales, by views, a name search) and chart, age and gender, lead time. The product calls are
 * PUTs with their filters in the body, as the screen sends them.
 */
function statisticCases(today: string): ScaleCase[] {
  const seller = (c: CallContext) => c.session.supplyEntrCd ?? '';
  const period = { startDt: monthsBefore(today, 6), endDt: today };
  const page = { pageNum: 1, pageSize: 20 };
  const stat = (name: string, request: ScaleCase['request'], call: ScaleCase['call']): ScaleCase => ({
    name,
    kind: 'statistic',
    sellerRead: true,
    connections: FULL,
    request,
    call,
  });
  const days = (unit: 'day' | 'month') => {
    const { request, parsed } = getWith(`/api/statistic/${unit}`, { ...period, ...page }, (q) => ZStatisticPageRequest.parse(q));
    return stat(`statistic by ${unit}, 6 months`, request, (c) => c.services.statisticSales.periodPage(seller(c), parsed, unit));
  };
  const productBase = '/api/statistic/partner/supplyEntr';
  const products = (name: string, body: Record<string, string | number>) => {
    const parsed = ZStatProductListRequest.parse(body);
    return stat(name, { method: 'PUT', path: `${productBase}/orderProductList`, body, signedIn: true }, (c) =>
      c.services.statisticSales.productPage(seller(c), parsed),
    );
  };
  const chart = ZStatProductChartRequest.parse(period);
  const age = getWith('/api/statistic/age', period, (q) => ZStatAgeRequest.parse(q));
  const lead = getWith('/api/statistic/lead-time', period, (q) => ZStatLeadTimeRequest.parse(q));
  return [
    days('day'),
    days('month'),
    products('statistic by product, net sales, first page', { ...period, ...page, sortCd: 'REAL_SALE_AMT' }),
    products('statistic by product, views, first page', { ...period, ...page, sortCd: 'PV_CNT' }),
    products('statistic by product, name search', { ...period, ...page, sortCd: 'REAL_SALE_AMT', product: '코트' }),
    stat('statistic product chart (top 10)', { method: 'PUT', path: `${productBase}/orderProductChart`, body: period, signedIn: true }, (c) =>
      c.services.statisticSales.productChart(seller(c), chart),
    ),
    stat('statistic by age and gender', age.request, (c) => c.services.statisticSales.ageGender(seller(c), age.parsed)),
    stat('statistic lead time', lead.request, (c) => c.services.statisticSales.leadTime(seller(c), lead.parsed)),
  ];
}
