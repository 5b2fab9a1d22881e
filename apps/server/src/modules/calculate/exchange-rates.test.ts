import type { TExchangeRateListReply, TExchangeRateUploadReply } from '@po/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeller } from '@/test/factories.ts';
import { postMultipart } from '@/test/multipart.ts';
import { settledMonth } from '@/test/settlement-fixtures.ts';
import { operatorSession, sellerSession } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// Reference exchange rates: entered one by one or loaded from a file; a rate a fixed month used never changes.

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-05T01:00:00Z'), env: { SIGNIN_RATE_LIMIT: '1000' } });
  admin = await operatorSession(t);
});
afterAll(async () => t.close());

const URL = '/api/calculate/admin/exchangeRates';
const save = (body: Record<string, unknown>, cookies = admin) => t.call({ method: 'POST', url: URL, cookies, body: { currency: 'USD', ...body } });
const list = (query: string) => t.call({ url: `${URL}?${query}`, cookies: admin }).then((r) => r.json<TExchangeRateListReply>());
const fieldKey = (res: { json: () => unknown }) => (res.json() as { fields?: { field: string; messageKey: string }[] }).fields?.[0];

async function sheet(rows: unknown[][], headers = ['통화', '기준일', '환율']): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('rates');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
const upload = (data: Uint8Array, cookies = admin) =>
  postMultipart(t, `${URL}/upload`, { jsonName: 'upload', json: {}, files: [{ filename: 'rates.xlsx', data }] }, { cookies });

describe('exchange rates', () => {
  it('enters a rate, corrects it until a fixed month uses it, then refuses', async () => {
    const first = await save({ rateDt: '2026-10-30', rate: '1385.2' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ currency: 'USD', rateDt: '2026-10-30', rate: '1385.2', created: true });
    expect((await save({ rateDt: '2026-10-30', rate: '1386.1234' })).json()).toMatchObject({ created: false });
    expect((await list('startDt=2026-10-30&endDt=2026-10-30')).list).toMatchObject([
      { currency: 'USD', rateDt: '2026-10-30', rate: '1386.1234', source: 'MANUAL', usedYm: null },
    ]);

    const global = await makeSeller(t, {}, { entrType: 'G' });
    await settledMonth(t, {
      settleYm: '2026-10',
      sellers: [{ supplyEntrCd: global.company!.supplyEntrCd, currency: 'USD', exrt: '1386.1234', exrtDt: '2026-10-30' }],
    });
    const used = await save({ rateDt: '2026-10-30', rate: '1400' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ displayMessage: '확정된 정산월에 쓰인 환율은 바꿀 수 없습니다.' });
    expect((await list('startDt=2026-10-30&endDt=2026-10-30')).list[0]).toMatchObject({ rate: '1386.1234', usedYm: '2026-10' });
  });

  it('refuses bad rates, days and currencies with their keys', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rateDt: '2026-11-06', rate: '1380' }, 'rateDt', 'calculateAdmin.msg.rateDtFuture'],
      [{ rateDt: '2026-11-01', rate: '0' }, 'rate', 'calculateAdmin.msg.rateInvalid'],
      [{ rateDt: '2026-11-01', rate: '-1380' }, 'rate', 'calculateAdmin.msg.rateInvalid'],
      [{ rateDt: '2026-11-01', rate: '1380.12345' }, 'rate', 'calculateAdmin.msg.rateInvalid'],
      [{ rateDt: '2026-11-01', rate: '123456789' }, 'rate', 'calculateAdmin.msg.rateInvalid'],
      [{ rateDt: '2026-11-01' }, 'rate', 'calculateAdmin.msg.rateRequired'],
      [{ rate: '1380' }, 'rateDt', 'calculateAdmin.msg.rateDtRequired'],
      [{ rateDt: '2026-11-01', rate: '1380', currency: 'EUR' }, 'currency', 'calculateAdmin.msg.currencyInvalid'],
    ];
    for (const [body, field, messageKey] of cases) {
      const res = await save(body);
      expect(res.statusCode, messageKey).toBe(400);
      expect(fieldKey(res), messageKey).toEqual({ field, messageKey });
    }
    const own = await sellerSession(t);
    expect((await save({ rateDt: '2026-11-01', rate: '1380' }, own.cookies)).statusCode).toBe(403);
  });

  it('gives a template and loads a file all or nothing, naming each refused row', async () => {
    const template = await t.call({ url: `${URL}/template`, cookies: admin });
    expect(template.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, '통화', '기준일', '환율']);

    const bad = await upload(
      await sheet([
        ['USD', '2026-09-01', '1370.5'],
        ['USD', '2026-09-01', '1371'],
        ['EUR', '2026-09-02', '1500'],
        ['USD', '2026-12-01', '1380'],
        ['USD', '2026-10-30', '1380'],
        ['USD', '2026-09-03', 'abc'],
      ]),
    );
    expect(bad.statusCode).toBe(200);
    const reply = bad.json<TExchangeRateUploadReply>();
    expect(reply).toMatchObject({ rowCnt: 6, savedCnt: 0 });
    expect(reply.errors.map((e) => [e.row, e.column, e.messageKey])).toEqual([
      [3, 'rateDt', 'calculateAdmin.msg.rateDuplicateRow'],
      [4, 'currency', 'calculateAdmin.msg.currencyInvalid'],
      [5, 'rateDt', 'calculateAdmin.msg.rateDtFuture'],
      [6, 'rateDt', 'calculateAdmin.msg.rateInUse'],
      [7, 'rate', 'calculateAdmin.msg.rateInvalid'],
    ]);
    expect(reply.errors[0]!.message).toBe('파일에 같은 통화와 기준일이 두 번 있습니다.');
    expect((await list('startDt=2026-09-01&endDt=2026-09-30')).totalCnt).toBe(0);

    const good = await upload(
      await sheet([
        ['USD', new Date(Date.UTC(2026, 8, 1)), 1370.5],
        ['USD', '2026.09.02', '1371.25'],
      ]),
    );
    expect(good.json<TExchangeRateUploadReply>()).toEqual({ rowCnt: 2, savedCnt: 2, errors: [] });
    expect((await list('startDt=2026-09-01&endDt=2026-09-30')).list.map((r) => [r.rateDt, r.rate, r.source])).toEqual([
      ['2026-09-02', '1371.2500', 'FILE'],
      ['2026-09-01', '1370.5000', 'FILE'],
    ]);
  });

  it('refuses a file that is not the template or not an xlsx', async () => {
    const wrongHeader = await upload(await sheet([['USD', '2026-09-01', '1']], ['a', 'b', 'c']));
    expect(wrongHeader.json<TExchangeRateUploadReply>().errors).toMatchObject([{ row: 1, messageKey: 'excel.msg.header' }]);
    const empty = await upload(await sheet([]));
    expect(empty.json<TExchangeRateUploadReply>().errors).toMatchObject([{ messageKey: 'calculateAdmin.msg.rateFileNoRows' }]);
    const notExcel = await upload(new TextEncoder().encode('currency,rateDt,rate\nUSD,2026-09-01,1'));
    expect(notExcel.statusCode).toBe(400);
    expect(fieldKey(notExcel)).toEqual({ field: 'file', messageKey: 'calculateAdmin.msg.rateFileUnreadable' });
  });
});
