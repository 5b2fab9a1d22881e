import type { TMallQnaRequest } from '@po/contracts';
import { cookiesOf, makeSeller, startLogin } from './factories.ts';
import { mallCall } from './order-factories.ts';
import type { TestApp } from './test-app.ts';

// Product questions and CS inquiries for tests, through the same calls the mall and the operator make.

let serial = 0;
/** A fresh mall question id. */
export const newMallQnaId = () => `Q${Date.now().toString(36)}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A buyer's question body, asked at the test clock's now unless told. */
export const mallQnaBody = (t: TestApp, prodCd: string, overrides: Partial<TMallQnaRequest> = {}): TMallQnaRequest => ({
  mallQnaId: newMallQnaId(),
  prodCd,
  qnaClassCd: 'SIZE',
  buyerNm: '김*수',
  secretYn: 'N',
  question: '평소 260 신는데 어떤 사이즈가 맞을까요?',
  questionDt: t.clock.now().toISOString(),
  ...overrides,
});

/** Asks a question through the mall's API; answers its prdQnaSq. */
export async function askQuestion(t: TestApp, prodCd: string, overrides: Partial<TMallQnaRequest> = {}): Promise<number> {
  const res = await mallCall(t, { url: '/api/mall/qna', body: mallQnaBody(t, prodCd, overrides) });
  if (res.statusCode !== 200) throw new Error(`mall qna failed: ${res.body}`);
  return res.json<{ prdQnaSq: number }>().prdQnaSq;
}

/** A signed-in search-only (monitor) session over a seller. */
export async function monitorSessionFor(t: TestApp, supplyEntrCd: string) {
  const spec = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd, supplyEntrNm: 'x' });
  return cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: (await startLogin(t, spec.mgrId)).cookies }));
}

/** Opens a CS inquiry as the operator; answers its supplyCsSq. */
export async function openInquiry(t: TestApp, admin: Record<string, string>, body: Record<string, unknown>): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/api/qna/admin/supplyCs',
    cookies: admin,
    body: { ugntYn: 'N', rspnDivCd: 'ANSWER', inqrCont: '배송 지연 문의 확인 부탁드립니다.', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`open inquiry failed: ${res.body}`);
  return res.json<{ supplyCsSq: number }>().supplyCsSq;
}
