/**
 * Public tracking pages of the domestic carriers (FIELD-NOTES "Public tracking pages"), by our carrier code
 * (code group D010), for the "track" link beside an invoice number. `{no}` is the invoice number. A carrier
 * without a page here shows its invoice as plain text.
 */
export const CARRIER_TRACKING_URLS: Readonly<Record<string, string>> = {
  // CJ대한통운
  '04': 'https://trace.cjlogistics.com/next/tracking.html?wblNo={no}',
  // 한진택배
  '05': 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={no}',
  // 롯데택배
  '08': 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={no}',
  // 우체국택배
  '01': 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={no}',
  // 로젠택배
  '06': 'https://www.ilogen.com/web/personal/trace/{no}',
};

/** The tracking page of an invoice, or null when the carrier has none (or either is missing). */
export function trackingUrl(deliveryEntrCd: string | null | undefined, invoiceNo: string | null | undefined): string | null {
  if (!deliveryEntrCd || !invoiceNo) return null;
  const template = CARRIER_TRACKING_URLS[deliveryEntrCd];
  return template ? template.replace('{no}', encodeURIComponent(invoiceNo)) : null;
}
