import { isValidBusinessNumber } from '@po/contracts';
import type { Services } from '@/services.ts';

/** A valid business number from a 9-digit stem (the check digit that satisfies the checksum). */
export function completeBusinessNumber(stem: string): string {
  for (let d = 0; d <= 9; d++) if (isValidBusinessNumber(`${stem}${d}`)) return `${stem}${d}`;
  throw new Error(`no check digit for ${stem}`);
}

const NAMES = [
  '루나플레어',
  '에이치앤드',
  '소울슈즈',
  '리버사이드데님',
  '클로젯나인',
  '모노톤랩',
  '데일리니트',
  '어스웨어',
  '플로라백',
  '썸머비치',
  '코지홈웨어',
  '브릭스포츠',
  '키즈가든',
  '뷰티살롱',
  '메트로맨',
  '라이트러너',
  '하이브로우',
  '그레이스룸',
  '포레스트캠프',
  '시티걸',
];

/** Forty more sellers (30 normal, 10 closed) so the master's supplier dialog pages and filters. */
export async function seedDemoSellers(services: Services): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const n = String(i + 10).padStart(6, '0');
    await services.supply.createSupplyEntr({
      supplyEntrCd: `S${n}`,
      supplyEntrNm: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ' 2호점' : ''}`,
      ownerNm: ['김', '이', '박', '최', '정'][i % 5] + '대표',
      bizGb: i % 3 === 0 ? 'P' : 'C',
      bizNo: completeBusinessNumber(String(214_860_000 + i * 137)),
      entrType: 'N',
      entrStsCd: i % 4 === 3 ? '99' : '30',
      phone: `02${String(5550000 + i).padStart(7, '0')}`,
      sellFeeRate: (10 + (i % 6)).toFixed(2),
      settleDay: 20,
      sellFeeRateConfirmYn: 'Y',
      agreeYn: 'Y',
      agreeGenuineYn: i % 2 === 0 ? 'Y' : 'N',
      grntSrvcAgrmYn: 'Y',
    });
  }
}
