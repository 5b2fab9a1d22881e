import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

describe('demo products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.app.services, t.clock.now());
  });
  afterAll(() => t.close());

  it('gives partner01 an approved product on sale under its brand 모던패션, ready for a price change', async () => {
    const session = { idHash: 'x', mgrId: 'x', state: 'active' as const, supplyEntrCd: 'S000001', data: { loginNm: 'x', roles: ['30'] } };
    const { list } = await t.app.services.productQuery.listProducts({ session, query: { pageNum: 1, pageSize: 10, prodNm: '데모 울 블렌드' }, lang: 'ko' });
    expect(list).toEqual([expect.objectContaining({ supplyProdCd: 'MF-DEMO-COAT-01', prodStsCd: '90', listPrice: 289_000, prodPrice: 259_000 })]);
  });
});
