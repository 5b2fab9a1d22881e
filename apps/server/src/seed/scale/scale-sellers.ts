import { normaliseBrandName } from '@po/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { brands } from '@/modules/brand/brand.tables.ts';
import { deliveryLocs } from '@/modules/delivery/delivery-loc.tables.ts';
import { hashPassword } from '@/modules/login/password-hasher.ts';
import { authPhones, mgrs, supplyEntrs } from '@/modules/supply/supply.tables.ts';
import { completeBusinessNumber } from '@/seed/demo-sellers.ts';
import { SCALE_PASSWORD, sellerCd, sellerLoginId, sellerPhone, type ScaleContext } from './scale-plan.ts';

// The sellers, each with a manager who can sign in (password, then the SMS code to its registered phone), a shipping
// site and one to three approved brands. A few hundred rows per table: plain multi-row inserts.

const NAMES = [
  '루나',
  '어반',
  '모노',
  '데일리',
  '클로젯',
  '포레스트',
  '시티',
  '노스',
  '브릭',
  '하이브로우',
  '코지',
  '썸머',
  '그레이',
  '플로라',
  '메트로',
  '라이트',
];
const KINDS = ['패션', '스타일', '웨어', '슈즈', '데님', '니트', '백', '랩'];
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];

/** Brands per seller: 1 to 3, so every product line has a brand of its seller. */
export const brandsOf = (n: number) => 1 + (n % 3);
/** The brand code of seller n's k-th brand (1-based): mall-wide unique, apart from the B1xxxx the MD's approvals issue. */
export const brandCdOf = (n: number, k: number) => `GB${String(n).padStart(5, '0')}${k}`;
/** The seller's commission, as its contract and brands carry it. */
export const feeRateOf = (n: number) => 10 + (n % 6);
/** Seller n's entry status: mostly entered (30); every 25th closed (99), the largest always entered. */
export const entrStatusOf = (n: number) => (n > 1 && n % 25 === 0 ? '99' : '30');

const sellerName = (n: number) => `${NAMES[n % NAMES.length]}${KINDS[Math.floor(n / NAMES.length) % KINDS.length]} ${n}호`;

async function insertChunked(ctx: ScaleContext, table: PgTable, rows: Record<string, unknown>[], name: string): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await ctx.db.q.insert(table).values(rows.slice(i, i + 500));
  ctx.rows[name] = (ctx.rows[name] ?? 0) + rows.length;
}

export async function generateSellers(ctx: ScaleContext): Promise<void> {
  const { plan } = ctx;
  const at = new Date(plan.anchorAt.getTime() - 400 * 86_400_000);
  const numbers = Array.from({ length: plan.sellers }, (_, i) => i + 1);
  await insertChunked(
    ctx,
    supplyEntrs,
    numbers.map((n) => ({
      supplyEntrCd: sellerCd(n),
      supplyEntrNm: sellerName(n),
      ownerNm: `${SURNAMES[n % SURNAMES.length]}대표`,
      bizGb: n % 4 === 0 ? 'P' : 'C',
      bizNo: completeBusinessNumber(String(310_000_000 + n * 97)),
      entrType: 'N',
      entrStsCd: entrStatusOf(n),
      phone: `02${String(3_000_000 + n).padStart(8, '0')}`,
      chgNm: `${SURNAMES[(n + 3) % SURNAMES.length]}담당`,
      chgHphone: sellerPhone(n),
      chgEmail: `md${n}@scale.example`,
      sellFeeRate: feeRateOf(n).toFixed(2),
      settleDay: 20,
      sellFeeRateConfirmYn: 'Y',
      agreeYn: 'Y',
      agreeGenuineYn: n % 2 === 0 ? 'Y' : 'N',
      grntSrvcAgrmYn: 'Y',
      agreedAt: at,
      createdAt: at,
      updatedAt: at,
    })),
    'supply_entr',
  );
  // One hash for every account: argon2 takes a noticeable moment per call, on purpose.
  const passwdHash = await hashPassword(SCALE_PASSWORD);
  // The password was changed yesterday, so the 90-day expiry never asks for a change.
  const changed = new Date(plan.anchorAt.getTime() - 86_400_000);
  await insertChunked(
    ctx,
    mgrs,
    numbers.map((n) => ({
      mgrId: sellerLoginId(n),
      supplyEntrCd: sellerCd(n),
      mgrNm: `${SURNAMES[(n + 5) % SURNAMES.length]}매니저`,
      passwdHash,
      roleCd: '30',
      managerRoles: ['40'],
      passwdChangedAt: changed,
      createdAt: at,
    })),
    'mgr',
  );
  await insertChunked(
    ctx,
    authPhones,
    numbers.map((n) => ({ mgrId: sellerLoginId(n), supplyEntrCd: sellerCd(n), sphone: sellerPhone(n), createdAt: at })),
    'auth_phone',
  );
  const author = (n: number) => ({ regDt: at, regId: sellerLoginId(n), regNm: '매니저', upDt: at, upId: sellerLoginId(n), upNm: '매니저' });
  await insertChunked(
    ctx,
    deliveryLocs,
    numbers.map((n) => ({
      supplyEntrCd: sellerCd(n),
      deliveryLocCd: 'DL0001',
      deliveryLocNm: `${sellerName(n)} 물류센터`,
      deliveryEntrCd: '04',
      deliveryLocPhone: `031${String(7_000_000 + n).padStart(7, '0')}`,
      deliveryLocZip: '13487',
      deliveryLocAddr: '경기도 성남시 분당구 판교역로 235',
      deliveryLocDtlAddr: `${n}동 1층`,
      returnSameYn: 'Y',
      returnZipNo: '13487',
      returnAddr: '경기도 성남시 분당구 판교역로 235',
      returnDtlAddr: `${n}동 1층`,
      ...author(n),
    })),
    'delivery_loc',
  );
  await insertChunked(
    ctx,
    brands,
    numbers.flatMap((n) =>
      Array.from({ length: brandsOf(n) }, (_, i) => {
        const nm = `${sellerName(n)} 브랜드${i + 1}`;
        const enm = `Scale ${n} Line ${i + 1}`;
        return {
          supplyEntrCd: sellerCd(n),
          brandRgsrRqstSeq: i + 1,
          brandCd: brandCdOf(n, i + 1),
          brandNm: nm,
          brandEnm: enm,
          brandNmNorm: normaliseBrandName(nm),
          brandEnmNorm: normaliseBrandName(enm),
          tbrandCd: brandCdOf(n, i + 1),
          tbrandNm: nm,
          tbrandEnm: enm,
          deliveryLocCd: 'DL0001',
          sellFeeRate: feeRateOf(n).toFixed(2),
          deliveryFee: 3000,
          minOrdAmt: 50_000,
          jejuDeliveryFee: 3000,
          islandDeliveryFee: 5000,
          rtrnDlcst: 3000,
          exchDlcst: 6000,
          confirmStatus: 'APPROVED',
          chargeMdCd: 'MD01',
          rqstReason: '입점 브랜드',
          confirmDt: at,
          confirmId: 'admin01',
          ...author(n),
        };
      }),
    ),
    'brand',
  );
}
