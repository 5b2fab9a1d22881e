import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TProductQnaRow, TSupplyCsRow } from '@po/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { bodiesOf, renderWithProviders } from '@/test/render-with-providers';
import { CsAnswerDrawer } from './cs-answer-drawer';
import { QnaAnswerDrawer } from './qna-answer-drawer';

const question = (over: Partial<TProductQnaRow> = {}): TProductQnaRow => ({
  prdQnaSq: 5,
  prodCd: 'P0001',
  prodNm: '린넨 셔츠',
  qnaClassCd: 'SIZE',
  buyerNm: '김*수',
  secretYn: 'N',
  question: '평소 M 사이즈 입는데 어떤 사이즈가 맞을까요?',
  questionDt: '2026-11-20T01:00:00.000Z',
  answerStsCd: 'UNANSWERED',
  answer: null,
  answerUpDt: null,
  answerDt: null,
  overdueYn: 'N',
  ...over,
});

/** A server holding one question: a PUT moves it as the real one does, and the next GET reads the new state. */
function stubQuestion(initial: TProductQnaRow) {
  let row = initial;
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    if (init?.method === 'PUT') {
      const { answer } = JSON.parse(init.body as string) as { answer: string };
      row = path.endsWith('/temp')
        ? { ...row, answerStsCd: 'TEMP_SAVED', answer }
        : { ...row, answerStsCd: 'ANSWERED', answer, answerDt: '2026-11-20T02:00:00.000Z' };
      return json(row);
    }
    return json(row);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('QnaAnswerDrawer', () => {
  it('refuses a 9-character answer in the form, saves a draft, then the final answer, and locks', async () => {
    const fetchMock = stubQuestion(question());
    renderWithProviders(<QnaAnswerDrawer prdQnaSq={5} onClose={() => undefined} />, { user: sellerUser });
    await screen.findByTestId('qna-answer-input');
    type('qna-answer-input', '123456789');
    fireEvent.click(screen.getByTestId('qna-answer-save'));
    expect(await screen.findByText('답변은 10자 이상 입력해 주세요.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/qna/productQna/5/answer', 'PUT')).toEqual([]);

    fireEvent.click(screen.getByTestId('qna-answer-temp'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/qna/productQna/5/temp', 'PUT')).toEqual([{ answer: '123456789' }]));
    await waitFor(() => expect(screen.getByTestId('qna-drawer-status').textContent).toBe('임시저장'));

    type('qna-answer-input', '정사이즈로 주문하시면 됩니다.');
    fireEvent.click(screen.getByTestId('qna-answer-save'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/qna/productQna/5/answer', 'PUT')).toEqual([{ answer: '정사이즈로 주문하시면 됩니다.' }]));
    expect(await screen.findByTestId('qna-answer-locked')).toBeTruthy();
    expect(screen.getByTestId('qna-answer-text').textContent).toBe('정사이즈로 주문하시면 됩니다.');
    expect(screen.queryByTestId('qna-answer-save')).toBeNull();
    expect(screen.queryByTestId('qna-answer-temp')).toBeNull();
    expect(screen.queryByTestId('qna-answer-input')).toBeNull();
  });

  it('refuses a whitespace-only answer as too short', async () => {
    const fetchMock = stubQuestion(question());
    renderWithProviders(<QnaAnswerDrawer prdQnaSq={5} onClose={() => undefined} />, { user: sellerUser });
    await screen.findByTestId('qna-answer-input');
    type('qna-answer-input', '            ');
    fireEvent.click(screen.getByTestId('qna-answer-save'));
    expect(await screen.findByText('답변은 10자 이상 입력해 주세요.')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/qna/productQna/5/answer', 'PUT')).toEqual([]);
  });

  it('shows an answered question read-only, and gives a master no buttons', async () => {
    stubQuestion(question({ answerStsCd: 'ANSWERED', answer: '이미 답변했습니다.', answerDt: '2026-11-20T02:00:00.000Z' }));
    renderWithProviders(<QnaAnswerDrawer prdQnaSq={5} onClose={() => undefined} />, { user: sellerUser });
    expect(await screen.findByTestId('qna-answer-locked')).toBeTruthy();
    expect(screen.queryByTestId('qna-answer-save')).toBeNull();
  });

  it('gives a view-only session the question without the answer box', async () => {
    stubQuestion(question());
    renderWithProviders(<QnaAnswerDrawer prdQnaSq={5} onClose={() => undefined} />, { user: { ...sellerUser, isMasterLogin: 'Y' } });
    expect(await screen.findByTestId('qna-drawer-question')).toBeTruthy();
    expect(screen.queryByTestId('qna-answer-save')).toBeNull();
    expect(screen.queryByTestId('qna-answer-input')).toBeNull();
  });
});

describe('CsAnswerDrawer', () => {
  const inquiry: TSupplyCsRow = {
    supplyCsSq: 3,
    ordNo: null,
    inqrCont: '출고 여부 확인 부탁드립니다.',
    ugntYn: 'Y',
    rspnDivCd: 'SHIPMENT_CHECK',
    clsnFixDt: '2026-11-21T14:59:59.999Z',
    regDt: '2026-11-20T01:00:00.000Z',
    stsCd: 'WAITING',
    rspnCont: null,
    rspnDt: null,
    rspnMinutes: null,
    inTargetYn: 'N',
    overdueYn: 'N',
  };

  it('answers once with at least 10 characters; an answered inquiry shows its target and no button', async () => {
    const fetchMock = stubQuestion(question());
    const first = renderWithProviders(<CsAnswerDrawer row={inquiry} onClose={() => undefined} />, { user: sellerUser });
    type('cs-answer-input', '짧은 답변');
    fireEvent.click(screen.getByTestId('cs-answer-save'));
    expect(await screen.findByText('답변은 10자 이상 입력해 주세요.')).toBeTruthy();
    type('cs-answer-input', '오늘 오후에 출고됩니다. 감사합니다.');
    fireEvent.click(screen.getByTestId('cs-answer-save'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/qna/supplyCs/3/answer', 'PUT')).toEqual([{ rspnCont: '오늘 오후에 출고됩니다. 감사합니다.' }]));
    const answered: TSupplyCsRow = {
      ...inquiry,
      stsCd: 'ANSWERED',
      rspnCont: '오늘 오후에 출고됩니다. 감사합니다.',
      rspnDt: '2026-11-20T03:00:00.000Z',
      rspnMinutes: 120,
      inTargetYn: 'Y',
    };
    first.unmount();
    renderWithProviders(<CsAnswerDrawer row={answered} onClose={() => undefined} />, { user: sellerUser });
    expect(await screen.findByTestId('cs-answer-locked')).toBeTruthy();
    expect(screen.getByTestId('cs-target-3').textContent).toContain('4시간 내');
    expect(screen.queryByTestId('cs-answer-save')).toBeNull();
  });
});
