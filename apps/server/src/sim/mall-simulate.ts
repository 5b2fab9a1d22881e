import { parseArgs } from 'node:util';
import {
  PRODUCT_VIEWS_MAX_ROWS,
  STATISTIC_LIMITS,
  type TMallCatalogReply,
  type TMallNotificationsReply,
  type TMallQnaAnswersReply,
  type TMallReviewsReply,
  type TMallShipmentsReply,
  type TMallTrackingReply,
  type TProductViewsReply,
} from '@po/contracts';
import { DEV_MALL_API_KEY } from '@/config.ts';
import { seededRandom } from '@/seed/seeded-random.ts';
import { planCarrierMoves } from './mall-sim-carrier.ts';
import { buildQuestion } from './mall-sim-questions.ts';
import { buildReview } from './mall-sim-reviews.ts';
import { buildOrder, groupBySeller, pickOrderOptions, simOrdNo, takeStock, type SimOption } from './mall-sim-orders.ts';

// `npm run mall:simulate -- --url http://127.0.0.1:8080 --orders 50 [--questions 5] [--reviews 10] [--key K] [--seed S]`: the mall in front of a
// running product. It reads the storefront feed, places paid orders, delivers what sellers shipped, brings back
// return pickups, confirms delivered purchases, acknowledges the buyer notifications, sends buyers' product questions
// and reads the sellers' answers back, sends buyers' reviews of the lines it placed, all over the mall's API.

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    orders: { type: 'string', default: '20' },
    questions: { type: 'string', default: '5' },
    reviews: { type: 'string', default: '10' },
    key: { type: 'string', default: process.env.MALL_API_KEY ?? DEV_MALL_API_KEY },
    seed: { type: 'string', default: String(Date.now()) },
  },
});
const base = values.url.replace(/\/$/, '');
const r = seededRandom(values.seed);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call of the mall's API; a 429 waits for the window the rate limit names and tries again. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  for (;;) {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${values.key}`, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status === 429) {
      await sleep(Number(res.headers.get('retry-after') ?? '5') * 1000);
      continue;
    }
    return { status: res.status, json: (await res.json()) as T };
  }
}

async function readCatalog(): Promise<SimOption[]> {
  const all: SimOption[] = [];
  let after: string | null = null;
  do {
    const q: string = after ? `&afterProdOptionCd=${encodeURIComponent(after)}` : '';
    const page: TMallCatalogReply = (await call<TMallCatalogReply>('GET', `/mall/catalog?limit=1000${q}`)).json;
    all.push(...page.items);
    after = page.nextAfterProdOptionCd;
  } while (after);
  return all;
}

/** The lines placed in this run with their product: what the run's buyers review. */
const placedLines: { ordNo: string; ordDtlSq: number; prodCd: string }[] = [];

async function placeOrders(count: number) {
  const bySeller = groupBySeller(await readCatalog());
  let placed = 0;
  let refused = 0;
  for (let i = 0; i < count; i++) {
    const picked = pickOrderOptions(r, { bySeller, keepStock: 1 });
    if (picked.length === 0) break;
    const now = new Date();
    const body = buildOrder(r, { ordNo: simOrdNo('SIM', now, r.int(0, 999_999)), orderedAt: new Date(now.getTime() - 60_000), picked });
    const res = await call<unknown>('POST', '/mall/orders', body);
    if (res.status === 200) {
      placed++;
      takeStock(picked);
      picked.forEach((p, i) => placedLines.push({ ordNo: body.ordNo, ordDtlSq: i + 1, prodCd: p.option.prodCd }));
    } else {
      refused++;
      console.warn(`order ${body.ordNo} refused (${res.status}): ${JSON.stringify(res.json)}`);
    }
  }
  return { placed, refused };
}

async function moveParcels() {
  const since = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const shipments = (await call<TMallShipmentsReply>('GET', `/mall/shipments?since=${encodeURIComponent(since)}&limit=1000`)).json;
  const plan = planCarrierMoves(r, shipments, new Date());
  let applied = 0;
  for (let i = 0; i < plan.events.length; i += 500) {
    const res = await call<TMallTrackingReply>('POST', '/mall/tracking', { events: plan.events.slice(i, i + 500) });
    applied += res.json.results.filter((x) => x.result === 'APPLIED').length;
  }
  let confirmed = 0;
  for (const c of plan.confirms) {
    const res = await call<unknown>('POST', `/mall/orders/${c.ordNo}/lines/${c.ordDtlSq}/confirm`);
    if (res.status === 200) confirmed++;
  }
  return { events: plan.events.length, applied, confirmed };
}

/** The mall's notifier: reads every unsent notification and acknowledges it as sent. */
async function sendNotifications() {
  let afterSeq = 0;
  let sent = 0;
  for (;;) {
    const page = (await call<TMallNotificationsReply>('GET', `/mall/notifications?afterSeq=${afterSeq}&limit=500`)).json;
    const unsent = page.items.filter((n) => n.sentDt === null).map((n) => n.notificationSeq);
    if (unsent.length > 0) sent += (await call<{ acked: number }>('POST', '/mall/notifications/ack', { notificationSeqs: unsent })).json.acked;
    if (page.items.length < 500) return sent;
    afterSeq = page.nextAfterSeq;
  }
}

/** Buyers ask about products of the catalogue; then the answers feed is read to its end. */
async function askQuestions(count: number) {
  const prodCds = [...new Set((await readCatalog()).map((o) => o.prodCd))];
  let asked = 0;
  for (let i = 0; i < count && prodCds.length > 0; i++) {
    const body = buildQuestion(r, { prodCd: r.pick(prodCds), at: new Date(), serial: i + 1, run: values.seed });
    const res = await call<unknown>('POST', '/mall/qna', body);
    if (res.status === 200) asked++;
    else console.warn(`question ${body.mallQnaId} refused (${res.status}): ${JSON.stringify(res.json)}`);
  }
  let answers = 0;
  let cursor = 'afterPrdQnaSq=0';
  for (;;) {
    const page = (await call<TMallQnaAnswersReply>('GET', `/mall/qna/answers?${cursor}&limit=500`)).json;
    answers += page.items.length;
    if (page.items.length < 500 || !page.nextAfterAnswerDt) return { asked, answers };
    cursor = `afterPrdQnaSq=${page.nextAfterPrdQnaSq}&afterAnswerDt=${encodeURIComponent(page.nextAfterAnswerDt)}`;
  }
}

/** Buyers review lines placed in this run (a mall asks once the parcel arrives; the simulator does not wait for it). */
async function sendReviews(count: number) {
  const lines = r.sample(placedLines, count);
  if (lines.length === 0) return 0;
  const list = lines.map((l, i) => buildReview(r, { ...l, at: new Date(), mallReviewId: `SIMR-${values.seed}-${i + 1}` }));
  let saved = 0;
  for (let i = 0; i < list.length; i += STATISTIC_LIMITS.mallReviewsMax)
    saved += (await call<TMallReviewsReply>('POST', '/mall/reviews', { list: list.slice(i, i + STATISTIC_LIMITS.mallReviewsMax) })).json.savedCnt;
  return saved;
}

/** Today's product views of every product on sale (a run sets the day's count again: the mall's figure is the truth). */
async function sendViews() {
  const prodCds = [...new Set((await readCatalog()).map((o) => o.prodCd))];
  const viewDt = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  let saved = 0;
  for (let i = 0; i < prodCds.length; i += PRODUCT_VIEWS_MAX_ROWS) {
    const list = prodCds.slice(i, i + PRODUCT_VIEWS_MAX_ROWS).map((prodCd) => ({ prodCd, viewDt, pvCnt: r.int(10, 300) }));
    saved += (await call<TProductViewsReply>('POST', '/mall/product-views', { list })).json.savedCnt;
  }
  return saved;
}

const orders = await placeOrders(Number(values.orders));
const parcels = await moveParcels();
const notified = await sendNotifications();
const questions = await askQuestions(Number(values.questions));
const viewed = await sendViews();
const reviewed = await sendReviews(Number(values.reviews));
console.log(
  `mall simulator (seed ${values.seed}): ${orders.placed} orders placed, ${orders.refused} refused; ` +
    `${parcels.applied}/${parcels.events} tracking events applied; ${parcels.confirmed} purchases confirmed; ${notified} notifications sent; ` +
    `${questions.asked} questions asked, ${questions.answers} answers read; ${viewed} products' views of today sent; ${reviewed} reviews sent`,
);
