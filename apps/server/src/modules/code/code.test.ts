import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { codes } from './code.tables.ts';

describe('GET /api/customer/supply/code/groupCd/{groupCode}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const codesOf = async (group: string, lang: 'ko' | 'en' = 'ko') => {
    const res = await t.call({ url: `/api/customer/supply/code/groupCd/${group}`, lang });
    expect(res.statusCode).toBe(200);
    return res.json<{ code: string; codeNm: string; attrC1: string | null }[]>();
  };

  it('answers the mobile prefixes in order, without a session', async () => {
    expect((await codesOf('G098')).map((c) => c.code)).toEqual(['010', '011', '016', '017', '018', '019']);
  });

  it('answers the phone prefixes including Seoul and VoIP', async () => {
    const codes = (await codesOf('G095')).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['02', '031', '064', '070']));
  });

  it('marks domestic banks with attrC1 and keeps code 200 as the overseas bank', async () => {
    const banks = await codesOf('C186');
    expect(banks.find((b) => b.code === '004')).toMatchObject({ codeNm: 'KB국민은행', attrC1: 'Y' });
    expect(banks.find((b) => b.code === '200')).toMatchObject({ codeNm: '해외은행', attrC1: null });
    expect(banks.find((b) => b.code === '054')?.attrC1).toBeNull();
  });

  it('names codes in the request language', async () => {
    const banks = await codesOf('C186', 'en');
    expect(banks.find((b) => b.code === '200')?.codeNm).toBe('Overseas bank');
  });

  it('has the email domains with 99 for direct entry', async () => {
    const domains = await codesOf('G099');
    expect(domains.map((d) => d.code)).toContain('naver.com');
    expect(domains.at(-1)).toMatchObject({ code: '99', codeNm: '직접입력' });
  });

  it('has every ISO country', async () => {
    const countries = await codesOf('U200', 'en');
    expect(countries).toHaveLength(249);
    expect(countries.find((c) => c.code === 'KR')?.codeNm).toBe('South Korea');
  });

  it('answers an unknown group with an empty list', async () => {
    expect(await codesOf('Z999')).toEqual([]);
  });

  it('keeps reference codes idempotent across restarts', async () => {
    await t.app.services.codes.syncReferenceCodes();
    expect(await codesOf('G098')).toHaveLength(6);
  });

  it('rewrites on a restart only the codes whose text changed', async () => {
    const before = await codesOf('G098');
    await t.db.q
      .update(codes)
      .set({ codeNm: '옛 이름' })
      .where(and(eq(codes.groupCd, 'G098'), eq(codes.code, before[0]!.code)));
    const versions = () =>
      t.db.q
        .select({ code: codes.code, xmin: sql<string>`xmin::text` })
        .from(codes)
        .where(eq(codes.groupCd, 'G098'));
    const was = new Map((await versions()).map((r) => [r.code, r.xmin]));
    await t.app.services.codes.syncReferenceCodes();
    expect(await codesOf('G098')).toEqual(before);
    const rewritten = (await versions()).filter((r) => r.xmin !== was.get(r.code)).map((r) => r.code);
    expect(rewritten).toEqual([before[0]!.code]);
  });
});
