import type { TBrandRow } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('demo brands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.app.services, t.clock.now());
  });
  afterAll(() => t.close());

  const session = (supplyEntrCd: string) => ({ idHash: 'x', mgrId: 'x', state: 'active' as const, supplyEntrCd, data: { loginNm: 'x', roles: ['30'] } });
  const requests = async (supplyEntrCd: string): Promise<TBrandRow[]> =>
    (await t.app.services.brands.listBrands({ session: session(supplyEntrCd), query: { gubun: 'REQUEST', pageNum: 1, pageSize: 100 }, lang: 'ko' })).list;

  it.each(['S000001', 'S000002', 'S000003', 'S000004', 'S000005', 'S000006'])('gives %s an approved brand with its code and a pending request', async (cd) => {
    const rows = await requests(cd);
    expect(rows.find((r) => r.confirmStatus === 'APPROVED')?.brandCd).toMatch(/^B\d+$/);
    expect(rows.some((r) => r.confirmStatus === 'PENDING')).toBe(true);
  });

  it('gives partner01 a rejected request with its reason', async () => {
    const rejected = (await requests('S000001')).find((r) => r.confirmStatus === 'REJECTED');
    expect(rejected?.rejectReason).toContain('상표권');
  });
});
