import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { TERMS_DOCUMENTS, TermsDocument, type TermsDocumentId } from './terms-document';

function renderDoc(id: TermsDocumentId, printable = true) {
  render(
    <I18nextProvider i18n={i18n}>
      <TermsDocument id={id} printable={printable} />
    </I18nextProvider>,
  );
  return screen.getByTestId(`terms-${id}`).textContent ?? '';
}

/** The constants of business-area §9 each document must state, per language. */
const CONSTANTS: Record<TermsDocumentId, Record<'ko' | 'en', string[]>> = {
  sellerTerms: {
    ko: [
      '2024-09-26',
      '12월 31일',
      '1개월 전',
      '7일의 기간',
      '다음 달 20일',
      '최대 60일',
      '20%를 넘어',
      '3개월 동안 보류',
      '최근 3개월 월평균 판매대금의 30%',
      '다음 영업일까지',
      '3영업일 이내에 상품을',
      '1,000원',
      '10,000원',
      '반품 상품을 돌려받은 날부터 3영업일',
      '배송받은 날부터 7일',
      '90일',
      '30일',
      '최근 2개월',
      '20% 이상',
      '30% 이상',
      '1차 경고',
      '2차 판매 제한',
      '3차 판매 중지 또는 계약 해지',
      '24시간',
      '7일 이내에 송장',
      '정품 보증 서비스',
    ],
    en: [
      '2024-09-26',
      '31 December',
      '1 month before',
      'within 7 days',
      '20th of that following month',
      'up to 60 days',
      'above 20%',
      'for 3 months',
      "30% of the seller's average monthly sales proceeds of the last 3 months",
      'next business day',
      'within 3 business days of dispatch',
      '1,000 won',
      '10,000 won',
      'within 3 business days of getting the returned goods back',
      'within 7 days of delivery',
      '90 days',
      '30 days',
      'last 2 months',
      '20% or more',
      '30% or more',
      '1st a warning',
      '2nd a sales restriction',
      '3rd a sales stop or termination',
      '24 hours',
      "within 7 days of the Company's request",
      'Authentic-goods guarantee service',
    ],
  },
  guarantee: {
    ko: [
      '2021-04-28',
      '7일 이내에 구매자에게 인증서',
      '3일 이내에 발급',
      '1회만',
      '취소·반품·환불되거나 교환',
      '300%',
      '30일 이내',
      '3영업일 이내',
      '50%',
      '100%',
      '5영업일',
      '1년 동안 보류',
      '3개월이 지나지 않은',
      '2개 이상',
      '2년 이내',
    ],
    en: [
      '2021-04-28',
      'within 7 days of the delivery',
      'within 3 days after the outage ends',
      'only once',
      'cancelled, returned, refunded or exchanged',
      '300%',
      'within 30 days',
      'within 3 business days',
      '50%',
      '100%',
      '5 business days',
      'for 1 year',
      'less than 3 months ago',
      '2 or more',
      'within 2 years',
    ],
  },
  paymentPledge: {
    ko: ['지급일 10일 전까지', '7일이 지난 날', '1년으로', '1년씩 자동으로 갱신', '외국 은행의 국내 지점'],
    en: [
      'at least 10 days before the payment date',
      '7 days after the Company receives the written notice',
      'valid for 1 year',
      'renewed automatically for one year at a time',
      'Korean branch of a foreign bank',
    ],
  },
};

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.restoreAllMocks());

describe('terms documents', () => {
  for (const lang of ['ko', 'en'] as const) {
    it.each(TERMS_DOCUMENTS)(`%s is complete in ${lang}, with the constants of business-area §9`, async (id) => {
      await i18n.changeLanguage(lang);
      const text = renderDoc(id);
      expect(text).not.toContain('{{');
      expect(text).not.toContain(`terms.${id}`);
      for (const constant of CONSTANTS[id][lang]) expect(text, constant).toContain(constant);
    });
  }

  it('prints only the document: a copy in the print area, removed after printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderDoc('paymentPledge');
    fireEvent.click(screen.getByTestId('terms-print-paymentPledge'));
    expect(print).toHaveBeenCalledTimes(1);
    const area = screen.getByTestId('terms-print-area-paymentPledge');
    expect(area.classList.contains('po-print-area')).toBe(true);
    expect(area.parentElement).toBe(document.body);
    await act(async () => window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('terms-print-area-paymentPledge')).toBeNull();
  });

  it('has no print button when not printable', () => {
    renderDoc('sellerTerms', false);
    expect(screen.queryByTestId('terms-print-sellerTerms')).toBeNull();
  });
});
