import type { TStatRatingFigures, TStatSalesFigures } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, formatWon } from '@/shared/format/money';
import { currentLanguage } from '@/shared/i18n/i18n';
import type { DataColumn } from '@/shared/ui/data-table';

/** A table row or the total row under it (whose label columns read "Total" and whose own columns stay blank). */
export type WithTotal<R> = R & { totalRow?: boolean };

type SalesKey = keyof TStatSalesFigures;
const SALES_COUNTS: readonly SalesKey[] = ['ordCnt', 'ordQty', 'cancelQty', 'returnQty', 'realSaleQty'];

/** The sales figures in the order of the server's Excel: count, quantity, amount, then cancel, return, and the kept sale. */
export const SALES_FIGURES: readonly SalesKey[] = [
  'ordCnt',
  'ordQty',
  'realOrdAmt',
  'cancelQty',
  'cancelAmt',
  'returnQty',
  'returnAmt',
  'realSaleQty',
  'realSaleAmt',
];

/** Counts with separators, amounts in won (business-area §9), right-aligned; titles are the Excel's headers (`statistic.column.*`). */
export function useSalesFigureColumns<R extends TStatSalesFigures>(): DataColumn<WithTotal<R>>[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return SALES_FIGURES.map((key) => ({
    key,
    title: t(`statistic.column.${key}`),
    align: 'right' as const,
    width: SALES_COUNTS.includes(key) ? 90 : 130,
    render: (r: WithTotal<R>) => (SALES_COUNTS.includes(key) ? formatNumber(r[key]) : formatWon(r[key], lang)),
  }));
}

const RATING_SCORES = ['score1Cnt', 'score2Cnt', 'score3Cnt', 'score4Cnt', 'score5Cnt'] as const;

/** The review figures: count, average (one decimal, "-" without reviews) and the count of each score. */
export function useRatingFigureColumns<R extends TStatRatingFigures>(): DataColumn<WithTotal<R>>[] {
  const { t } = useTranslation();
  return [
    { key: 'reviewCnt', title: t('statistic.column.reviewCnt'), align: 'right', width: 90, render: (r) => formatNumber(r.reviewCnt) },
    {
      key: 'avgRating',
      title: t('statistic.column.avgRating'),
      align: 'right',
      width: 100,
      render: (r) => (r.avgRating === null ? '-' : r.avgRating.toFixed(1)),
    },
    ...RATING_SCORES.map((key) => ({
      key,
      title: t(`statistic.column.${key}`),
      align: 'right' as const,
      width: 80,
      render: (r: WithTotal<R>) => formatNumber(r[key]),
    })),
  ];
}

/** A share in percent with one decimal ("12.5%"), "-" when there is none. */
export const percentText = (value: number | null) => (value === null ? '-' : formatPercent(value, 1));
