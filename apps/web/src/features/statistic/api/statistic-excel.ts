import type { TStatisticPeriod, TStatProductFilter } from '@po/contracts';
import { downloadBlob, getBlob, type DownloadedFile } from '@/shared/http/download';
import type { TRatingView, TStatUnit } from '../model/statistic-search';
import { periodPath, ratingPath, type LeadTimeQuery } from './statistic-api';

/**
 * The Excel of each statistic: the same filters as the table (every row of them, no paging), and the file name the
 * browser saves (`statistic.file.*`; the server adds `.xlsx` and sends it back in Content-Disposition).
 */
const named = (downloadName: string) => ({ downloadName: `${downloadName}.xlsx` });

export const downloadPeriodExcel = (unit: TStatUnit, period: TStatisticPeriod, downloadName: string): Promise<DownloadedFile> =>
  getBlob(`${periodPath(unit)}/excel`, { params: { ...period, downloadName }, ...named(downloadName) });

export const downloadProductExcel = (filter: TStatProductFilter, downloadName: string): Promise<DownloadedFile> =>
  downloadBlob('PUT', '/statistic/partner/supplyEntr/orderProductList/excel', { body: { ...filter, downloadName }, ...named(downloadName) });

export const downloadAgeExcel = (period: TStatisticPeriod, downloadName: string): Promise<DownloadedFile> =>
  downloadBlob('POST', '/statistic/age/excel', { body: { ...period, downloadName }, ...named(downloadName) });

export const downloadLeadTimeExcel = (filter: LeadTimeQuery, downloadName: string): Promise<DownloadedFile> =>
  getBlob('/statistic/lead-time/excel', { params: { ...filter, downloadName }, ...named(downloadName) });

export const downloadRatingExcel = (view: TRatingView, period: TStatisticPeriod, downloadName: string): Promise<DownloadedFile> =>
  getBlob(`${ratingPath(view)}/excel`, { params: { ...period, downloadName }, ...named(downloadName) });
