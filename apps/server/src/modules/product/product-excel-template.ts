import { CODE_GROUPS, PAGINATION, PRODUCT_EXCEL_COLUMNS, PRODUCT_EXCEL_NUMBER_COLUMNS, type TLanguage, type TMessageKey } from '@po/contracts';
import ExcelJS from 'exceljs';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import { safeCellValue, type CellValue } from '@/platform/excel/excel-cell.ts';
import { translate } from '@/platform/http/messages.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { DeliveryLocService } from '@/modules/delivery/delivery-loc.service.ts';
import type { DeliveryPolicyService } from '@/modules/delivery/delivery-policy.service.ts';
import type { ProductBrandSlot } from './product-brand-port.ts';
import type { ProductReferenceService } from './product-reference.service.ts';

/** The titles (row 1, the reader's language) and field codes (row 2, what the upload reads) of the products sheet. */
export const titleRowOf = (lang: TLanguage) => PRODUCT_EXCEL_COLUMNS.map((c) => translate(`productExcel.column.${c.key}`, lang));
export const codeRow = (): string[] => PRODUCT_EXCEL_COLUMNS.map((c) => c.key);

/** Fixed code sets listed on the codes sheet: the catalogue's names of `product.<set>.<code>`. */
const CODE_SETS: [TMessageKey, string, readonly string[]][] = [
  ['productExcel.codes.season', 'season', ['SS', 'FW', 'AL']],
  ['productExcel.codes.itemkind', 'itemkind', ['01', '02', '03', '04']],
  ['productExcel.codes.sex', 'sex', ['M', 'F', 'U']],
  ['productExcel.codes.importation', 'importation', ['01', '02', '03', '04']],
  ['productExcel.codes.vat', 'vat', ['01', '02', '03']],
  ['productExcel.codes.optionType', 'optionType', ['0', '1', '2']],
  ['productExcel.codes.optnStpMthd', 'optnStpMthd', ['01', '02']],
  ['productExcel.codes.deliveryMethod', 'deliveryMethod', ['01', '02', '03']],
  ['productExcel.codes.giOptn', 'giOptn', ['00', '01']],
  ['productExcel.codes.kc', 'kc', ['00', '01', '02', '03', '04', '05', '06']],
];

function exampleRows(first: { brandCd: string; deliveryLocCd: string; categoryId: string }): Record<string, CellValue>[] {
  const product = {
    supplyProdCd: 'EX-COAT-001',
    prodNm: '울 블렌드 트렌치 코트',
    brandCd: first.brandCd,
    standardCategoryId: first.categoryId,
    seasonCd: 'FW',
    itemkindCd: '01',
    prodSexGb: 'F',
    makeNm: '모노하우스',
    nativeCd: 'KR',
    importationGb: '01',
    listPrice: 389000,
    prodPrice: 329000,
    optionType: '1',
    optionNm1: '사이즈',
    deliveryLocCd: first.deliveryLocCd,
    giDd: 1,
    ltDcnt: 3,
    prodDesc: '<p>울 70% 블렌드의 클래식 트렌치 코트입니다.</p>',
    niTypeCd: '01',
    niCd1: '울 70%, 폴리에스터 30%',
    niCd2: '베이지',
    niCd3: 'S, M',
    niCd4: '모노하우스',
    niCd5: '대한민국',
    niCd6: '드라이클리닝',
    niCd7: '2026년 9월',
    niCd8: '관련 법 및 소비자분쟁해결기준에 따름',
    niCd9: '모노하우스 고객센터 02-1588-1234',
  };
  return [
    { ...product, optionValue1: 'S', stockQty: 10, extraCharge: 0, saleAbleYn: 'Y', enterpriseOptionCd: 'EX-COAT-001-S' },
    { supplyProdCd: 'EX-COAT-001', optionValue1: 'M', stockQty: 5, extraCharge: 10000, saleAbleYn: 'Y', enterpriseOptionCd: 'EX-COAT-001-M' },
  ];
}

/** The upload's template: the products sheet (titles, codes, text-formatted code columns), an example, the codes and a guide. */
export function createProductExcelTemplate(deps: {
  reference: ProductReferenceService;
  brands: ProductBrandSlot;
  sites: DeliveryLocService;
  policies: DeliveryPolicyService;
  codes: CodeService;
}) {
  return {
    async writeTemplate(opts: { session: SessionContext; lang: TLanguage }): Promise<Buffer> {
      const { session, lang } = opts;
      const all = { pageNum: 1, pageSize: PAGINATION.maxPageSize };
      const brands = await deps.brands.listBrandNames({ supplyEntrCd: companyOf(session), lang });
      const sites = (await deps.sites.listSites({ session, query: { ...all, useYn: 'Y' }, lang })).list;
      const policies = (await deps.policies.listPolicies({ session, query: { ...all, useYn: 'Y' }, lang })).list.filter((p) => p.plcyStsCd !== 'ENDED');
      const leaves = deps.reference.listCategories({ lang }).list.filter((c) => c.leafYn === 'Y');
      const countries = await deps.codes.listCodes({ groupCode: CODE_GROUPS.country, lang });

      const wb = new ExcelJS.Workbook();
      const t = (key: TMessageKey) => translate(key, lang);
      const addSheet = (nameKey: TMessageKey) => wb.addWorksheet(t(nameKey), { views: [{ state: 'frozen', ySplit: 2 }] });
      const withHeaders = (ws: ExcelJS.Worksheet) => {
        ws.columns = PRODUCT_EXCEL_COLUMNS.map((c) => ({
          width: c.key === 'prodDesc' || c.key === 'prodNm' ? 32 : 16,
          // Text columns keep what is typed: a code 01 stays 01 instead of becoming the number 1.
          style: PRODUCT_EXCEL_NUMBER_COLUMNS.has(c.key) ? {} : { numFmt: '@' },
        }));
        ws.addRow(titleRowOf(lang)).font = { bold: true };
        ws.addRow(codeRow()).font = { color: { argb: 'FF808080' } };
      };
      withHeaders(addSheet('productExcel.sheet.products'));
      const example = addSheet('productExcel.sheet.example');
      withHeaders(example);
      const first = {
        brandCd: [...brands.keys()][0] ?? 'B10001',
        deliveryLocCd: sites[0]?.deliveryLocCd ?? 'DL0001',
        categoryId: leaves[0]?.standardCategoryId ?? '',
      };
      for (const r of exampleRows(first)) example.addRow(PRODUCT_EXCEL_COLUMNS.map((c) => safeCellValue(r[c.key])));

      const codes = wb.addWorksheet(t('productExcel.sheet.codes'), { views: [{ state: 'frozen', ySplit: 1 }] });
      codes.columns = [{ width: 24 }, { width: 16, style: { numFmt: '@' } }, { width: 48 }];
      codes.addRow([t('productExcel.codes.group'), t('productExcel.codes.code'), t('productExcel.codes.name')]).font = { bold: true };
      const list = (group: TMessageKey, rows: [string, string][]) => {
        for (const [code, name] of rows) codes.addRow([t(group), code, safeCellValue(name)]);
      };
      for (const [group, set, values] of CODE_SETS)
        list(
          group,
          values.map((v) => [v, translate(`product.${set}.${v}`, lang)]),
        );
      list('productExcel.codes.yn', [
        ['Y', t('productExcel.codes.yes')],
        ['N', t('productExcel.codes.no')],
      ]);
      list(
        'productExcel.codes.notice',
        deps.reference.listNoticeTypes({ lang }).list.map((n) => [n.niTypeCd, `${n.niTypeNm}: ${n.items.map((i, k) => `${k + 1}. ${i.itemNm}`).join(' / ')}`]),
      );
      list('productExcel.codes.brand', [...brands.entries()]);
      list(
        'productExcel.codes.site',
        sites.map((s) => [s.deliveryLocCd, s.deliveryLocNm]),
      );
      list(
        'productExcel.codes.policy',
        policies.map((p) => [p.dlcstPlcyCd, p.dlcstPlcyTitl]),
      );
      list(
        'productExcel.codes.category',
        leaves.map((c) => [c.standardCategoryId, c.categoryPath]),
      );
      list(
        'productExcel.codes.country',
        countries.map((c) => [c.code, c.codeNm]),
      );

      const guide = wb.addWorksheet(t('productExcel.sheet.guide'));
      guide.columns = [{ width: 120 }];
      for (const k of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7'] as const) guide.addRow([t(`productExcel.guide.${k}`)]);
      return Buffer.from(await wb.xlsx.writeBuffer());
    },
  };
}
export type ProductExcelTemplate = ReturnType<typeof createProductExcelTemplate>;
