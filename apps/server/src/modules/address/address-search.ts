import fs from 'node:fs/promises';
import path from 'node:path';
import type { TAddressItem, TAddressSearchReply } from '@po/contracts';

/** Postcode search (DESIGN: external services sit behind interfaces; a real juso.go.kr driver would go here). */
export interface AddressSearch {
  search(opts: { keyword: string; pageNum: number; pageSize: number }): Promise<TAddressSearchReply>;
}

export const SAMPLE_ADDRESSES_FILE = path.resolve(import.meta.dirname, '../../../assets/address/sample-addresses.json');

/** Text as it is compared: NFC, lower case, no spaces ("세종대로110" finds "세종대로 110"). */
const compact = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, '');

interface Entry {
  item: TAddressItem;
  fields: string[];
}

/**
 * An entry matches when the whole keyword, spaces ignored, is inside one of its fields, or when every word
 * of the keyword is inside some field ("강남구 코엑스": district in the road address, name in the building).
 */
export function matchesKeyword(fields: string[], keyword: string): boolean {
  const whole = compact(keyword);
  if (whole === '') return false;
  if (fields.some((f) => f.includes(whole))) return true;
  const words = keyword
    .split(/\s+/)
    .map(compact)
    .filter((w) => w !== '');
  return words.length > 1 && words.every((w) => fields.some((f) => f.includes(w)));
}

/**
 * The offline driver: searches the shipped sample of real addresses ([zonecode, road, lot, building]),
 * read once on first use. Results keep the sample's order.
 */
export function createSampleAddressSearch(file = SAMPLE_ADDRESSES_FILE): AddressSearch {
  let entries: Promise<Entry[]> | undefined;
  const load = async (): Promise<Entry[]> => {
    const rows = JSON.parse(await fs.readFile(file, 'utf8')) as [string, string, string, string][];
    return rows.map(([zonecode, roadAddress, jibunAddress, buildingName]) => ({
      item: { zonecode, roadAddress, jibunAddress, buildingName },
      fields: [roadAddress, jibunAddress, buildingName].map(compact),
    }));
  };
  return {
    async search({ keyword, pageNum, pageSize }) {
      entries ??= load().catch((err: unknown) => {
        entries = undefined;
        throw err;
      });
      const found = (await entries).filter((e) => matchesKeyword(e.fields, keyword));
      const start = (pageNum - 1) * pageSize;
      return { list: found.slice(start, start + pageSize).map((e) => e.item), totalCnt: found.length };
    },
  };
}
