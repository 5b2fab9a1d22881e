import {
  SETTLEMENT_ADMIN_LIMITS,
  ZExchangeRateUploadRequest,
  type TExchangeRateListReply,
  type TExchangeRateListRequest,
  type TExchangeRateUploadReply,
  type TLanguage,
  type TSaveExchangeRateRequest,
} from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { SheetError } from '@/platform/excel/excel-reader.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { MultipartForm } from '@/platform/http/multipart-form.ts';
import { parseOrThrow } from '@/platform/http/zod-fields.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { readRateSheet, writeRateTemplate } from './exchange-rate-sheet.ts';
import type { ExchangeRateRepository } from './exchange-rate.repository.ts';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (data: Buffer) => data.length >= ZIP.length && ZIP.every((b, i) => data[i] === b);

/**
 * Reference exchange rates (KRW per USD): one per day, entered or loaded from a file. A day's rate may be corrected
 * until a fixed month used it; from then on it is refused (409), so a fixed month's USD never changes.
 */
export function createExchangeRatesService(deps: { repo: ExchangeRateRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;
  const today = () => seoulDate(clock.now());

  return {
    async listRates(opts: { query: TExchangeRateListRequest }): Promise<TExchangeRateListReply> {
      const { rows, total } = await repo.listRates({ ...opts.query, page: opts.query });
      return { list: rows.map((r) => ({ ...r, createdDt: r.createdDt.toISOString() })), totalCnt: total };
    },

    /** Enters (or corrects) one day's rate. */
    async saveRate(opts: { session: SessionContext; body: TSaveExchangeRateRequest }) {
      const { currency, rateDt, rate } = opts.body;
      if (rateDt > today()) throw validationError([{ field: 'rateDt', messageKey: 'calculateAdmin.msg.rateDtFuture' }]);
      return db.transaction(async () => {
        if ((await repo.usedDays(currency, [rateDt])).size > 0) throw new AppError('CONFLICT', { messageKey: 'calculateAdmin.msg.rateInUse' });
        const existed = (await repo.existingDays(currency, [rateDt])).size > 0;
        await repo.upsertRates([{ currency, rateDt, rate, source: 'MANUAL', createdBy: opts.session.mgrId, createdDt: clock.now() }]);
        return { currency, rateDt, rate, created: !existed };
      });
    },

    writeTemplate: (opts: { lang: TLanguage }) => writeRateTemplate(opts.lang),

    /**
     * A rate file, read at once (at most 1,000 rows and 1 MB: a few years of daily rates, read in well under a
     * second, so no job). All or nothing: any refused row, nothing is saved and every error is answered.
     */
    async uploadRates(opts: { session: SessionContext; form: MultipartForm; lang: TLanguage }): Promise<TExchangeRateUploadReply> {
      parseOrThrow(ZExchangeRateUploadRequest, opts.form.json ?? {});
      const [file, ...more] = opts.form.files;
      if (!file || more.length > 0) throw validationError([{ field: 'file', messageKey: 'calculateAdmin.msg.rateFileRequired' }]);
      if (file.data.length > SETTLEMENT_ADMIN_LIMITS.rateFileMaxBytes) throw validationError([{ field: 'file', messageKey: 'file.msg.tooLarge' }]);
      if (!isZip(file.data)) throw validationError([{ field: 'file', messageKey: 'calculateAdmin.msg.rateFileUnreadable' }]);
      const { rows, errors } = await readRateSheet(file.data);
      const checked: SheetError[] = [...errors];
      const seen = new Set<string>();
      const used = await repo.usedDays(
        'USD',
        rows.map((r) => r.rateDt),
      );
      for (const r of rows) {
        const key = `${r.currency}:${r.rateDt}`;
        if (seen.has(key)) checked.push({ row: r.row, column: 'rateDt', messageKey: 'calculateAdmin.msg.rateDuplicateRow' });
        else if (r.rateDt > today()) checked.push({ row: r.row, column: 'rateDt', messageKey: 'calculateAdmin.msg.rateDtFuture' });
        else if (used.has(r.rateDt)) checked.push({ row: r.row, column: 'rateDt', messageKey: 'calculateAdmin.msg.rateInUse' });
        seen.add(key);
      }
      const rowCnt = new Set([...rows.map((r) => r.row), ...errors.map((e) => e.row)]).size;
      if (checked.length > 0) {
        checked.sort((a, b) => a.row - b.row);
        return { rowCnt, savedCnt: 0, errors: checked.map((e) => ({ ...e, message: translate(e.messageKey, opts.lang) })) };
      }
      const at = clock.now();
      await db.transaction(() =>
        repo.upsertRates(
          rows.map((r) => ({ currency: r.currency, rateDt: r.rateDt, rate: r.rate, source: 'FILE' as const, createdBy: opts.session.mgrId, createdDt: at })),
        ),
      );
      return { rowCnt, savedCnt: rows.length, errors: [] };
    },
  };
}
export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
