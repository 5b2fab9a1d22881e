import { z } from 'zod';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, ZZipNo } from './address.ts';

/**
 * A company address outside Korea is typed, not searched: country (U200), two address lines, city and an
 * optional postal code. A Korean address keeps the postcode dialog's rules (postcode, base and detail).
 */
export const OVERSEAS_ADDRESS_LIMITS = {
  cityMax: 100,
  zipNoMax: ADDRESS_LIMITS.zipNoMax,
  line1Max: ADDRESS_LIMITS.fixAddrMax,
  line2Max: ADDRESS_LIMITS.dtlAddrMax,
} as const;

/** The country code of a Korean address: the only one searched with the postcode dialog. */
export const KOREA_COUNTRY_CODE = 'KR';

export const OVERSEAS_ADDRESS_MESSAGES = {
  country: 'address.msg.country',
  city: 'address.msg.city',
  line1: 'address.msg.line1',
  line2: 'address.msg.line2',
  postalCode: 'address.msg.postalCode',
} as const;
const M = OVERSEAS_ADDRESS_MESSAGES;
const L = OVERSEAS_ADDRESS_LIMITS;

/** An ISO 3166-1 alpha-2 code; the server also checks it against the U200 list. */
export const ZCountryCode = z
  .string({ error: M.country })
  .trim()
  .regex(/^[A-Z]{2}$/, { error: M.country });

/** Postal codes abroad mix letters, digits, spaces and dashes (SE "111 22", GB "SW1A 1AA", US "94105-1804"). */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The address part of the international application, as sent (bizZipNo / bizFixAddr / bizDtlAddr plus country and city). */
export const overseasAddressShape = {
  bizCountryCd: ZCountryCode,
  bizCityNm: z.string({ error: M.city }).trim().max(L.cityMax, { error: M.city }).default(''),
  bizZipNo: z.string({ error: M.postalCode }).trim().max(L.zipNoMax, { error: M.postalCode }).default(''),
  bizFixAddr: z.string({ error: M.line1 }).trim().min(1, { error: M.line1, abort: true }).max(L.line1Max, { error: M.line1 }),
  bizDtlAddr: z.string({ error: M.line2 }).trim().max(L.line2Max, { error: M.line2 }).default(''),
};

type OverseasAddress = { bizCountryCd: string; bizCityNm: string; bizZipNo: string; bizFixAddr: string; bizDtlAddr: string };

/** Rules across the address fields: Korea needs the searched postcode and a detail; elsewhere a city and a well-formed postal code. */
export function refineOverseasAddress(v: OverseasAddress, ctx: z.core.$RefinementCtx): void {
  if (v.bizCountryCd === KOREA_COUNTRY_CODE) {
    if (!ZZipNo.safeParse(v.bizZipNo).success) ctx.addIssue({ code: 'custom', path: ['bizZipNo'], message: ADDRESS_MESSAGES.zipNo });
    if (v.bizDtlAddr === '') ctx.addIssue({ code: 'custom', path: ['bizDtlAddr'], message: ADDRESS_MESSAGES.dtlAddr });
    return;
  }
  if (v.bizCityNm === '') ctx.addIssue({ code: 'custom', path: ['bizCityNm'], message: M.city });
  if (v.bizZipNo !== '' && !POSTAL_CODE.test(v.bizZipNo)) ctx.addIssue({ code: 'custom', path: ['bizZipNo'], message: M.postalCode });
}

/** One line for reading: "line1, line2, city postal code, country name" (the Korean form keeps "(zip) base detail"). */
export function overseasAddressText(a: { zipNo: string; fixAddr: string; dtlAddr: string; cityNm: string; countryNm: string }): string {
  const cityLine = [a.cityNm, a.zipNo].filter(Boolean).join(' ');
  return [a.fixAddr, a.dtlAddr, cityLine, a.countryNm].filter(Boolean).join(', ');
}
