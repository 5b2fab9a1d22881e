import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/database.ts';
import { tinyPng } from '@/seed/sample-files.ts';
import { postMultipart } from '@/test/multipart.ts';
import { appJobs } from '@/test/jobs.ts';
import { invoiceSheet } from '@/test/invoice-sheets.ts';
import { applyDomestic, randomBizNo, randomMgrId } from '@/test/partner-factories.ts';
import { deliveredOrder, productOnSaleOf, receiveClaim } from '@/test/claim-factories.ts';
import { brandRequestBody, brandSettingsBody, contractBody, policyBody, siteBody } from '@/test/setting-factories.ts';
import { productRows, productSheet } from '@/test/product-excel-sheets.ts';
import { placeOrder } from '@/test/order-factories.ts';
import { approvedBrand, productBody, productImages, uploadProductImage } from '@/test/product-factories.ts';
import { multipartBody } from '@/test/multipart.ts';
import { createNotice, pdfPart } from '@/test/notice-factories.ts';
import { createPromotion, promotionBody } from '@/test/promotion-factories.ts';
import { TEST_ORIGIN } from '@/test/test-app.ts';
import { insertTravelProduct } from '@/test/travel-factories.ts';
import { bookStay, requestEstimate } from '@/test/travel-order-factories.ts';
import type { MatrixWorld } from './matrix-world.ts';

/**
 * Whose an id is: `seller` ids belong to seller A and must answer 404 to seller B; `operator` ids are
 * the mall staff's (operator routes, a seller is refused by role); `none` are values, not records
 * (a phone number, a code group).
 */
export type IdOwner = 'seller' | 'operator' | 'none';

export interface IdFactory {
  owner: IdOwner;
  make(w: MatrixWorld): Promise<string>;
}

/** A pending brand request of seller A (with the shipping site it names). */
async function brandRequestOf(w: MatrixWorld): Promise<number> {
  const cookies = w.sellerA.cookies;
  const site = await created(await w.t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body: siteBody() }), 'deliveryLocCd');
  const body = brandRequestBody({ brandNm: `매트릭스${randomMgrId()}`, brandEnm: `Matrix ${randomMgrId()}`, deliveryLocCd: site });
  return Number(await created(await w.t.call({ method: 'POST', url: '/api/brand/request', cookies, body }), 'brandRgsrRqstSeq'));
}

/** A notice in use with one PDF attachment, written by the operator. */
async function noticeWithFile(w: MatrixWorld): Promise<number> {
  return createNotice(w.t, w.operator, { title: '매트릭스 공지' }, [pdfPart()]);
}

/** travelA's property on sale, made once. */
async function travelProductOf(w: MatrixWorld): Promise<string> {
  w.travelProdCd ??= await insertTravelProduct(w.t, { supplyEntrCd: w.travelA.supplyEntrCd, rsvStartDt: '2026-12-01', rsvEndDt: '2027-02-28' });
  return w.travelProdCd;
}

const value = (v: string): IdFactory => ({ owner: 'none', make: async () => v });

async function firstRow<T>(w: MatrixWorld, query: ReturnType<typeof sql>): Promise<T> {
  const row = rowsOf<T>(await w.t.db.q.execute(query))[0];
  if (!row) throw new Error('factory found no row');
  return row;
}

async function created(res: { statusCode: number; body: string; json: () => unknown }, key: string): Promise<string> {
  if (res.statusCode !== 200) throw new Error(`factory create failed: ${res.body}`);
  return String((res.json() as Record<string, unknown>)[key]);
}

/**
 * One factory per path parameter name, shared by every route that uses the name. A route whose
 * parameter is missing here fails the matrix: a new module registers its ids when it adds routes.
 */
/** A tax invoice party (the matrix only needs one that parses). */
const MATRIX_PARTY = {
  bizNo: '1248100998',
  name: '매트릭스',
  ownerNm: '김대표',
  address: '서울',
  bizType: '도소매',
  bizKind: '의류',
  email: 'sac@example.com',
};

export const ID_FACTORIES: Record<string, IdFactory> = {
  // A site with a goods-flow contract awaiting approval, so the seller's and the operator's views exist.
  deliveryLocCd: {
    owner: 'seller',
    make: async (w) => {
      const cookies = w.sellerA.cookies;
      const cd = await created(await w.t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body: siteBody() }), 'deliveryLocCd');
      await created(await w.t.call({ method: 'POST', url: `/api/delivery/goodsFlow/${cd}`, cookies, body: contractBody() }), 'x');
      await created(await w.t.call({ method: 'PUT', url: `/api/delivery/goodsFlow/${cd}/request`, cookies }), 'x');
      return cd;
    },
  },
  dlcstPlcyCd: {
    owner: 'seller',
    make: async (w) => created(await w.t.call({ method: 'POST', url: '/api/delivery/policy', cookies: w.sellerA.cookies, body: policyBody() }), 'dlcstPlcyCd'),
  },
  // A finished export of seller A's sites, so its status and its file both answer A.
  jobId: {
    owner: 'seller',
    make: async (w) => {
      const res = await w.t.call({ method: 'POST', url: '/api/delivery/deliveryLocs/excel', cookies: w.sellerA.cookies, body: {} });
      if (res.statusCode !== 202) throw new Error(`export failed: ${res.body}`);
      await (await appJobs(w.t)).worker.drain();
      return res.json<{ jobId: string }>().jobId;
    },
  },
  // A finished Excel upload of seller A's (one product whose brand is not A's: the outcome and its error sheet exist).
  uploadJobId: {
    owner: 'seller',
    make: async (w) => {
      const { payload, contentType } = await multipartBody({
        jsonName: 'upload',
        json: { mode: 'VALID' },
        files: [{ filename: 'p.xlsx', data: await productSheet(productRows()) }],
      });
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/product/excel/upload',
        payload,
        cookies: w.sellerA.cookies,
        headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN },
      });
      if (res.statusCode !== 202) throw new Error(`upload failed: ${res.body}`);
      await (await appJobs(w.t)).worker.drain();
      return res.json<{ jobId: string }>().jobId;
    },
  },
  // A finished invoice upload of seller A (one row naming no line of A's: its outcome and result sheet exist).
  invoiceJobId: {
    owner: 'seller',
    make: async (w) => {
      const res = await postMultipart(
        w.t,
        '/api/order/invoiceUpload',
        { jsonName: 'upload', json: {}, files: [{ filename: 'i.xlsx', data: await invoiceSheet([['NOSUCHORDER1', '1', '04', '123456789012']]) }] },
        { cookies: w.sellerA.cookies },
      );
      if (res.statusCode !== 202) throw new Error(`invoice upload failed: ${res.body}`);
      await (await appJobs(w.t)).worker.drain();
      return res.json<{ jobId: string }>().jobId;
    },
  },
  // An approved brand of seller A (the MD's decision made through the service, as the operator screen does).
  brandCd: {
    owner: 'seller',
    make: async (w) => {
      const brandRgsrRqstSeq = await brandRequestOf(w);
      const { brandCd } = await w.t.app.services.brandReview.decide({
        supplyEntrCd: w.sellerA.supplyEntrCd,
        brandRgsrRqstSeq,
        decidedBy: { mgrId: 'matrix-md', nm: 'MD' },
        approved: true,
      });
      return brandCd ?? '';
    },
  },
  // The MD's queue names the seller and the request's inquiry number.
  brandRgsrRqstSeq: { owner: 'operator', make: async (w) => String(await brandRequestOf(w)) },
  // A registered product of seller A on a site of its own, under an approved brand of A's.
  prodCd: {
    owner: 'seller',
    make: async (w) => {
      const cookies = w.sellerA.cookies;
      const site = await created(await w.t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body: siteBody() }), 'deliveryLocCd');
      const brandCd = await approvedBrand(w.t, w.sellerA, { deliveryLocCd: site });
      const images = await productImages(w.t, cookies, 1);
      return created(
        await w.t.call({ method: 'POST', url: '/api/product/products', cookies, body: productBody({ deliveryLocCd: site, brandCd, images }) }),
        'prodCd',
      );
    },
  },
  // A paid order of seller A's product, placed through the mall's intake (its line 1 is `ordDtlSq`).
  ordNo: {
    owner: 'seller',
    make: async (w) => {
      const prodCd = await ID_FACTORIES.prodCd!.make(w);
      await w.t.app.services.productStatuses.decideProduct({
        supplyEntrCd: w.sellerA.supplyEntrCd,
        prodCd,
        decision: 'approve',
        operator: { mgrId: 'matrix-md', nm: 'MD' },
      });
      const option = await w.t.app.services.productOrdering.listOrderableOptions({ after: `${prodCd}000`, limit: 1 });
      if (option[0]?.prodCd !== prodCd) throw new Error('factory found no orderable option');
      const ordNo = await placeOrder(w.t, [{ prodOptionCd: option[0].prodOptionCd }]);
      // The same mall order number books a stay of travelA's too: the travel order routes share the parameter.
      await bookStay(w.t, await travelProductOf(w), { ordNo });
      return ordNo;
    },
  },
  ordDtlSq: value('1'),
  // A group estimate the mall sent for travelA's property.
  estmNo: { owner: 'seller', make: async (w) => requestEstimate(w.t, await travelProductOf(w)) },
  // A product image uploaded by seller A (`/api/file/image/:imageFileSeq`; `fileSeq` names the partner application's files).
  imageFileSeq: { owner: 'seller', make: async (w) => String(await uploadProductImage(w.t, w.sellerA.cookies)) },
  // A price-change request's number within its product: the product's code (prodCd) carries the ownership.
  prodPriceSeq: value('1'),
  // The operator's goods-flow review names the seller and its site.
  supplyEntrCd: { owner: 'operator', make: async (w) => w.sellerA.supplyEntrCd },
  applSeq: {
    owner: 'operator',
    make: async (w) => {
      const { res } = await applyDomestic(w.t);
      if (res.statusCode !== 200) throw new Error(`application failed: ${res.body}`);
      return String((await firstRow<{ id: number }>(w, sql`select max(appl_seq)::int as id from partner_join`)).id);
    },
  },
  fileSeq: {
    owner: 'operator',
    make: async (w) => String((await firstRow<{ id: number }>(w, sql`select max(file_seq)::int as id from stored_file where owner_type = 'partnerJoin'`)).id),
  },
  // Notices are the mall's, written by the operator and read by every seller alike (no seller owns one, so no 404 to
  // seller B): a notice in use with a PDF, and that PDF's id.
  bulletinSq: { owner: 'operator', make: async (w) => String(await noticeWithFile(w)) },
  fileSq: {
    owner: 'operator',
    make: async (w) => {
      const bulletinSq = await noticeWithFile(w);
      return String(
        (
          await firstRow<{ id: number }>(
            w,
            sql`select max(file_seq)::int as id from stored_file where owner_type = 'notice' and owner_id = ${String(bulletinSq)}`,
          )
        ).id,
      );
    },
  },
  inquirySeq: {
    owner: 'operator',
    make: async (w) => {
      const json = {
        regGb: '1',
        entrNm: '모노하우스',
        chgNm: '한지민',
        chgEmail1: 'jimin',
        chgEmail2: 'monohouse.kr',
        chgPhone1: '010',
        chgPhone2: '2345',
        chgPhone3: '6789',
        reqContents: '입점 문의',
        chgAgree: 'Y',
      };
      const res = await postMultipart(w.t, '/api/customer/supply/createEnterinquire', {
        jsonName: 'enterinquire',
        json,
        files: [{ filename: 'a.png', data: tinyPng() }],
      });
      if (res.statusCode !== 200) throw new Error(`inquiry failed: ${res.body}`);
      return String((await firstRow<{ id: number }>(w, sql`select max(inquiry_seq)::int as id from enterinquire`)).id);
    },
  },
  seq: {
    owner: 'none',
    make: async (w) => {
      await w.t.app.services.faq.createFaq({
        title: '질문',
        titleEn: 'Question',
        contents: '답',
        contentsEn: 'Answer',
        mainYn: true,
        useYn: true,
        regDt: w.t.clock.now(),
      });
      return String((await firstRow<{ id: number }>(w, sql`select max(seq)::int as id from faq`)).id);
    },
  },
  // A return of seller A's, collected (the return screens' actions and the CS centre's queue take its number).
  claimSq: {
    owner: 'seller',
    make: async (w) => {
      const p = await productOnSaleOf(w.t, w.sellerA, [10]);
      const key = await deliveredOrder(w.t, w.sellerA, p.optionCds[0]!);
      return String(await receiveClaim(w.t, w.sellerA.cookies, { lines: [{ ordNo: key.ordNo, ordDtlSq: 1, qty: 1 }] }));
    },
  },
  // A settled month of seller A's (a month seller B has none of): the statement and invoice calls take it.
  settleYm: {
    owner: 'seller',
    make: async (w) => {
      await w.t.db.q.execute(sql`insert into sac_month (supply_entr_cd, settle_ym, pay_due_dt, fixed_dt, row_cnt, sale_amt, fee_amt,
        supply_burden_amt, se_cpn_amt, egm_amt, lf_burden_amt, delivery_amt, extra_delivery_amt, calc_fee, hold_amt, release_amt, payout_amt)
        values (${w.sellerA.supplyEntrCd}, '2026-09', '2026-10-20', now(), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) on conflict do nothing`);
      // Its tax invoice too, so the invoice call has one of seller A's to answer.
      await w.t.db.q.execute(sql`insert into tax_invoice (supply_entr_cd, settle_ym, approval_no, write_dt, issue_dt, issue_due_dt, issue_type,
        tax_type, purpose, supplier, receiver, items, supply_amt, tax_amt, total_amt, sts_cd, created_dt)
        values (${w.sellerA.supplyEntrCd}, '2026-09', '202609300000000000000001', '2026-09-30', '2026-10-08', '2026-10-12', 'REGULAR', 'TAXABLE',
        'CLAIM', ${JSON.stringify(MATRIX_PARTY)}::jsonb, ${JSON.stringify(MATRIX_PARTY)}::jsonb, '[]'::jsonb, 0, 0, 0, 'ISSUED', now()) on conflict do nothing`);
      return '2026-09';
    },
  },
  // An operator's hold on seller A's payout.
  holdSq: {
    owner: 'operator',
    make: async (w) => {
      const row = await firstRow<{ id: number }>(
        w,
        sql`insert into sac_hold (supply_entr_cd, hold_kind, amount, reason, release_due_dt, created_by, created_dt)
          values (${w.sellerA.supplyEntrCd}, 'MANUAL', 1000, '매트릭스 보류', '2027-01-31', 'admin', now()) returning hold_sq::int as id`,
      );
      return String(row.id);
    },
  },
  // A settlement run put on the queue by an operator's confirm (the operator's screen follows it).
  runJobId: {
    owner: 'operator',
    make: async (w) => {
      const id = await w.t.app.services.jobs.enqueue({
        kind: 'settlement-run',
        payload: { settleYm: '2026-08', runBy: 'admin' },
        runAfter: new Date(Date.UTC(2100, 0, 1)),
      });
      if (!id) throw new Error('settlement-run enqueue failed');
      return id;
    },
  },
  // A dated popup's window (the operator's; the migration writes GRNT_SRVC).
  popupCd: { owner: 'operator', make: async () => 'GRNT_SRVC' },
  // The mall's own claim id: the buyer's claims are the mall's, not a seller's.
  // A buyer's question to seller A (its product's code need not exist for the seller's calls).
  prdQnaSq: {
    owner: 'seller',
    make: async (w) =>
      String(
        (
          await firstRow<{ id: number }>(
            w,
            sql`insert into product_qna (supply_entr_cd, mall_qna_id, prod_cd, qna_class_cd, buyer_nm, question, question_dt, reg_dt)
                values (${w.sellerA.supplyEntrCd}, ${`MATRIX-${randomMgrId()}`}, 'P-MATRIX', 'SIZE', '김*수', '사이즈 문의', now(), now()) returning prd_qna_sq::int as id`,
          )
        ).id,
      ),
  },
  // A CS inquiry the operator opened to seller A.
  supplyCsSq: {
    owner: 'seller',
    make: async (w) =>
      String(
        (
          await firstRow<{ id: number }>(
            w,
            sql`insert into supply_cs (supply_entr_cd, inqr_cont, rspn_div_cd, clsn_fix_dt, reg_id, reg_dt)
                values (${w.sellerA.supplyEntrCd}, '배송 문의', 'ANSWER', now() + interval '1 day', 'matrix', now()) returning supply_cs_sq::int as id`,
          )
        ).id,
      ),
  },
  // A promotion in its request period naming one product of seller A (approved, so on sale).
  promCd: {
    owner: 'seller',
    make: async (w) => {
      const prodCd = await ID_FACTORIES.prodCd!.make(w);
      await w.t.app.services.productStatuses.decideProduct({
        supplyEntrCd: w.sellerA.supplyEntrCd,
        prodCd,
        decision: 'approve',
        operator: { mgrId: 'matrix-md', nm: 'MD' },
      });
      return createPromotion(w.t, promotionBody(w.t, [{ supplyEntrCd: w.sellerA.supplyEntrCd, prodCd }]));
    },
  },
  mallClaimId: value('MATRIX-CLAIM-1'),
  bizNo: { owner: 'none', make: async () => randomBizNo() },
  mgrId: { owner: 'none', make: async () => randomMgrId() },
  code: value('P115'),
  groupCode: value('G098'),
  phone1: value('010'),
  phone2: value('2345'),
  phone3: value('6789'),
  phoneId: value('AAAAAAAAAAAAAAAAAAAAAA'),
  authTime: value('20261120100000'),
  authGb: value('I'),
  authNo: value('123456'),
  // A product-information notice type (reference data, the same for every seller).
  niTypeCd: value('01'),
};

/**
 * Valid bodies for the writes that take a seller-owned id, so that seller B's try reaches the service
 * (and its 404) instead of stopping at validation. `null`: the route takes no body.
 */
export const WRITE_BODIES: Record<string, (() => unknown) | null> = {
  'PUT /api/delivery/deliveryLoc/:deliveryLocCd': () => siteBody(),
  'PUT /api/delivery/deliveryLoc/:deliveryLocCd/useYn': () => ({ useYn: 'N' }),
  'PUT /api/delivery/policy/:dlcstPlcyCd': () => policyBody({ dlcstPlcyTitl: '다른 판매자의 수정' }),
  'POST /api/delivery/goodsFlow/:deliveryLocCd': () => contractBody(),
  'PUT /api/delivery/goodsFlow/:deliveryLocCd': () => contractBody(),
  'PUT /api/delivery/goodsFlow/:deliveryLocCd/request': null,
  'DELETE /api/delivery/goodsFlow/:deliveryLocCd': null,
  'PUT /api/brand/brand/:brandCd': () => brandSettingsBody(),
  'PUT /api/product/products/:prodCd/status': () => ({ action: 'suspend' }),
  'PUT /api/product/priceChanges/:prodCd/:prodPriceSeq/withdraw': null,
  'PUT /api/order/claims/:claimSq/complete': null,
  'PUT /api/return/claims/:claimSq/collect': () => ({ rdeliveryEntrCd: '04', rinvoiceNo: '123456789012' }),
  'PUT /api/return/claims/:claimSq/collectComplete': () => ({}),
  'PUT /api/return/claims/:claimSq/fees': () => ({ giftCheckedYn: 'Y' }),
  'PUT /api/return/claims/:claimSq/complete': () => ({}),
  'PUT /api/return/claims/:claimSq/hold': () => ({ holdReason: '구성품 누락' }),
  'PUT /api/return/claims/:claimSq/withdraw': () => ({}),
  'PUT /api/qna/productQna/:prdQnaSq/temp': () => ({ answer: '임시 저장한 답변' }),
  'PUT /api/qna/productQna/:prdQnaSq/answer': () => ({ answer: '다른 판매자가 저장하려는 답변입니다.' }),
  'PUT /api/promotion/detail/:promCd/agreement': () => ({ list: [{ prodCd: '100000001', reqState: 'AGREE' }] }),
  'PUT /api/qna/supplyCs/:supplyCsSq/answer': () => ({ rspnCont: '다른 판매자가 저장하려는 답변입니다.' }),
  'POST /api/calculate/statement/:settleYm/excel': () => ({}),
  'POST /api/calculate/statement/:settleYm/pdf': () => ({}),
  'PUT /api/travelOrder/estimates/:estmNo/check': () => ({ version: 1 }),
  'PUT /api/travelOrder/estimates/:estmNo/type': () => ({ version: 1, estmProdTypeCd: 'CUSTOM' }),
  'PUT /api/travelOrder/estimates/:estmNo/rooms': () => ({ version: 1, rooms: [{ estmRoomSeq: 1, checkInDt: null, checkOutDt: null }] }),
  'PUT /api/travelOrder/estimates/:estmNo/requestPayment': () => ({ version: 1, estmAmt: 1000, payLimitDt: '2027-01-01' }),
  'PUT /api/travelOrder/estimates/:estmNo/cancel': () => ({ version: 1, cancelReason: '다른 판매자' }),
  'PUT /api/travelOrder/estimates/:estmNo/memo': () => ({ version: 1, memo: '다른 판매자' }),
  'PUT /api/product/products/:prodCd': () => {
    const { listPrice: _l, prodPrice: _p, ...form } = productBody();
    return { ...form, version: 1 };
  },
};
