import {
  productImageUrl,
  type TLanguage,
  type TProdStsCd,
  type TTravelContinentCd,
  type TTravelGradeCd,
  type TTravelProductDetailReply,
  type TTravelProductListRow,
} from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { TravelProductListDbRow } from './travel-product-list.repository.ts';
import type { TravelProductRow, TravelRoomRow } from './travel-product.repository.ts';

// Rows as the contracts answer them: codes with their names in the caller's language, times as ISO text.

export const statusNm = (cd: string, lang: TLanguage) => codeName('product.status', cd, lang);
export const continentNm = (cd: string, lang: TLanguage) => codeName('travelProduct.continent', cd, lang);
export const gradeNm = (cd: string, lang: TLanguage) => codeName('travelProduct.grade', cd, lang);

export function toListRow(r: TravelProductListDbRow, brandNames: Map<string, string>, lang: TLanguage): TTravelProductListRow {
  const p = r.product;
  return {
    prodCd: p.prodCd,
    supplyProdCd: p.supplyProdCd,
    prodNm: p.prodNm,
    prodStsCd: p.prodStsCd as TProdStsCd,
    prodStsNm: statusNm(p.prodStsCd, lang),
    brandCd: p.brandCd,
    brandNm: brandNames.get(p.brandCd) ?? p.brandCd,
    continentCd: p.continentCd as TTravelContinentCd,
    continentNm: continentNm(p.continentCd, lang),
    nationCd: p.nationCd,
    gradeCd: p.gradeCd as TTravelGradeCd,
    gradeNm: gradeNm(p.gradeCd, lang),
    listPrice: p.listPrice,
    prodPrice: p.prodPrice,
    roomCnt: r.roomCnt,
    rsvStartDt: p.rsvStartDt,
    rsvEndDt: p.rsvEndDt,
    imageUrl: r.mainFileSeq === null ? null : productImageUrl(r.mainFileSeq),
    priceChangeYn: r.priceChangeOpen ? 'Y' : 'N',
    rejectReason: p.rejectReason,
    regDt: p.regDt.toISOString(),
    upDt: p.upDt.toISOString(),
  };
}

export function toDetail(
  p: TravelProductRow,
  more: { images: { fileSeq: number }[]; rooms: TravelRoomRow[]; brandNm: string; openPriceChange: TTravelProductDetailReply['openPriceChange'] },
  lang: TLanguage,
): TTravelProductDetailReply {
  return {
    prodCd: p.prodCd,
    supplyProdCd: p.supplyProdCd,
    prodNm: p.prodNm,
    prodStsCd: p.prodStsCd as TProdStsCd,
    prodStsNm: statusNm(p.prodStsCd, lang),
    rejectReason: p.rejectReason,
    brandCd: p.brandCd,
    brandNm: more.brandNm,
    continentCd: p.continentCd as TTravelContinentCd,
    nationCd: p.nationCd,
    gradeCd: p.gradeCd as TTravelGradeCd,
    zipNo: p.zipNo,
    baseAddr: p.baseAddr,
    dtlAddr: p.dtlAddr,
    checkInTm: p.checkInTm,
    checkOutTm: p.checkOutTm,
    images: more.images.map((i) => ({ fileSeq: i.fileSeq, imageUrl: productImageUrl(i.fileSeq) })),
    prodDesc: p.prodDesc,
    listPrice: p.listPrice,
    prodPrice: p.prodPrice,
    sellFeeRate: p.sellFeeRate,
    rsvStartDt: p.rsvStartDt,
    rsvEndDt: p.rsvEndDt,
    rooms: more.rooms.map((r) => ({
      roomSeq: r.roomSeq,
      roomNm: r.roomNm,
      stdPersonCnt: r.stdPersonCnt,
      maxPersonCnt: r.maxPersonCnt,
      bedTypeNm: r.bedTypeNm,
      roomDesc: r.roomDesc,
      useYn: r.useYn,
    })),
    openPriceChange: more.openPriceChange,
    version: p.version,
    regDt: p.regDt.toISOString(),
    upDt: p.upDt.toISOString(),
  };
}
