import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/database.ts';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import type { FilePart } from '@/test/multipart.ts';
import { domesticApplication, intlApplication, partnerFiles, submitPartnerJoin, verifyMobile } from '@/test/partner-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const MB = 1024 * 1024;
/** A PDF by its magic bytes, padded to exactly `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('partner application: attachments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const counts = async () =>
    rowsOf<{ a: number; f: number }>(
      await t.db.q.execute(sql`select (select count(*)::int from partner_join) as a, (select count(*)::int from stored_file) as f`),
    )[0];
  const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields: { field: string; messageKey: string }[] }).fields;
  const withFiles = async (files: FilePart[], overrides: Record<string, unknown> = {}) =>
    submitPartnerJoin(t, await verifyMobile(t, domesticApplication(overrides)), files);

  it('saves nothing when the third file fails the type check, and the verification stays usable', async () => {
    const json = await verifyMobile(t, domesticApplication());
    const before = await counts();
    const files = partnerFiles();
    files[2] = { filename: 'account.pdf', data: Buffer.from('this is text, not a PDF'), type: 'application/pdf' };
    const res = await submitPartnerJoin(t, json, files);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([{ field: 'cprpaccAttachFile', messageKey: 'file.msg.type' }]);
    expect(await counts()).toEqual(before);
    // Nothing was consumed: the same verified application goes through with a good third file.
    expect((await submitPartnerJoin(t, json, partnerFiles())).json()).toBe(1);
    expect(await counts()).toEqual({ a: (before?.a ?? 0) + 1, f: (before?.f ?? 0) + 3 });
  });

  it('judges the type by magic bytes, never by name or claimed type', async () => {
    const files = partnerFiles();
    files[0] = { filename: 'proposal.exe', data: tinyPdf('x'), type: 'application/x-msdownload' };
    expect((await withFiles(files)).json()).toBe(1);
    const gif = partnerFiles();
    gif[1] = { filename: 'licence.png', data: GIF, type: 'image/png' };
    expect(fieldsOf(await withFiles(gif))).toEqual([{ field: 'bssnlcsAttachFile', messageKey: 'file.msg.type' }]);
  });

  it('refuses a zero-size file', async () => {
    const files = partnerFiles();
    files[1] = { filename: 'empty.png', data: new Uint8Array(0) };
    expect(fieldsOf(await withFiles(files))).toEqual([{ field: 'bssnlcsAttachFile', messageKey: 'file.msg.empty' }]);
  });

  it('refuses more than 10 files, however they are declared', async () => {
    const eleven = [...partnerFiles(), ...Array.from({ length: 8 }, () => ({ filename: 'more.png', data: tinyPng() }))];
    const kinds = [...['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile'], ...Array.from({ length: 8 }, () => 'slctfcAttachFile')];
    expect(fieldsOf(await withFiles(eleven, { fileKinds: kinds.slice(0, 10) }))).toEqual([{ field: 'file', messageKey: 'file.msg.tooMany' }]);
    const twelve = [...eleven, { filename: 'last.png', data: tinyPng() }];
    expect(fieldsOf(await withFiles(twelve))).toEqual([{ field: 'file', messageKey: 'file.msg.tooMany' }]);
  });

  it('takes several files of one kind and the optional kinds, up to 10', async () => {
    const kinds = ['prsformAttachFile', 'bssnlcsAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile', 'slctfcAttachFile', 'usesignetAttachFile'] as const;
    expect((await withFiles(partnerFiles([...kinds]), { fileKinds: kinds })).json()).toBe(1);
  });

  it('limits sizes per kind: 2 MB domestic; 4 MB proposal and 3 MB licence international', async () => {
    const big = partnerFiles();
    big[1] = { filename: 'licence.pdf', data: pdfOfSize(2 * MB + 1) };
    expect(fieldsOf(await withFiles(big))).toEqual([{ field: 'bssnlcsAttachFile', messageKey: 'file.msg.tooLarge' }]);
    const exact = partnerFiles();
    exact[1] = { filename: 'licence.pdf', data: pdfOfSize(2 * MB) };
    expect((await withFiles(exact)).json()).toBe(1);

    const intl = partnerFiles();
    intl[0] = { filename: 'proposal.pdf', data: pdfOfSize(4 * MB) };
    intl[1] = { filename: 'licence.pdf', data: pdfOfSize(3 * MB) };
    expect((await submitPartnerJoin(t, intlApplication(), intl)).json()).toBe(1);
    intl[1] = { filename: 'licence.pdf', data: pdfOfSize(3 * MB + 1) };
    expect(fieldsOf(await submitPartnerJoin(t, intlApplication(), intl))).toEqual([{ field: 'bssnlcsAttachFile', messageKey: 'file.msg.tooLarge' }]);
    intl[0] = { filename: 'proposal.pdf', data: pdfOfSize(4 * MB + 1) };
    expect(fieldsOf(await submitPartnerJoin(t, intlApplication(), intl))).toEqual([{ field: 'file', messageKey: 'file.msg.tooLarge' }]);
  });

  it('requires the form, licence and account files, and refuses kinds the variant does not take', async () => {
    const two = partnerFiles(['prsformAttachFile', 'bssnlcsAttachFile']);
    expect(fieldsOf(await withFiles(two, { fileKinds: ['prsformAttachFile', 'bssnlcsAttachFile'] }))).toEqual([
      { field: 'cprpaccAttachFile', messageKey: 'file.msg.required' },
    ]);
    const kinds = ['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile', 'usesignetAttachFile'] as const;
    expect(fieldsOf(await submitPartnerJoin(t, intlApplication({ fileKinds: kinds }), partnerFiles([...kinds])))).toEqual([
      { field: 'usesignetAttachFile', messageKey: 'file.msg.kind' },
    ]);
    expect(fieldsOf(await submitPartnerJoin(t, intlApplication({ fileKinds: ['prsformAttachFile', 'unknownFile'] }), partnerFiles()))).toEqual([
      { field: 'fileKinds.1', messageKey: 'file.msg.kind' },
    ]);
  });

  it('refuses files that do not match the fileKinds list', async () => {
    expect(fieldsOf(await withFiles(partnerFiles().slice(0, 2)))).toEqual([{ field: 'fileKinds', messageKey: 'file.msg.kindsMismatch' }]);
  });
});
