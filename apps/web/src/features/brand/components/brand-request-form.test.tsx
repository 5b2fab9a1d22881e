import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { emptyRequest, type RequestFormValues } from '../model/brand-form';
import { BrandRequestForm } from './brand-request-form';

const filled: RequestFormValues = {
  ...emptyRequest('12.50'),
  brandNm: '어반스타일',
  brandEnm: 'URBAN STYLE',
  deliveryLocCd: 'DL0001',
  chargeMdCd: 'MD01',
  rqstReason: '신규 브랜드',
  deliveryFee: 3000,
  minOrdAmt: 50000,
  jejuDeliveryFee: 3000,
  islandDeliveryFee: 5000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
};

/** A server with one shipping site and one MD that says whether the name is taken. */
function stubServer(duplicateYn: 'Y' | 'N') {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const fetchMock = vi.fn((url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/brand/nameCheck') return json({ duplicateYn, brandNmDupYn: duplicateYn, brandEnmDupYn: 'N' });
    if (path.startsWith('/api/customer/supply/code')) return json([{ code: 'MD01', codeNm: '김지은 (여성의류)', attrC1: null }]);
    return json({ list: [], totalCnt: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const okButton = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(-1);
const cancelButton = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn:not(.ant-btn-primary)')].at(-1);

describe('BrandRequestForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every required message of §5 at once and sends nothing', async () => {
    const fetchMock = stubServer('N');
    const onSubmit = vi.fn();
    renderWithProviders(<BrandRequestForm initial={emptyRequest('')} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('brand-request-save'));
    for (const text of [
      '브랜드명(한글)을 입력해 주세요.',
      '브랜드명(영문)을 입력해 주세요.',
      '사용 중인 출고지를 선택해 주세요.',
      '담당 MD를 선택해 주세요.',
      '요청 사유를 입력해 주세요.',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/brand/nameCheck'))).toBe(false);
  });

  it('sends a new name at once, without asking', async () => {
    stubServer('N');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<BrandRequestForm initial={filled} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('brand-request-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      brandNm: '어반스타일',
      brandEnm: 'URBAN STYLE',
      sellFeeRate: '12.50',
      minOrdAmt: 50000,
      dupConfirmYn: 'N',
    });
  });

  it('asks before sending a name already registered, and sends it confirmed only on OK', async () => {
    stubServer('Y');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<BrandRequestForm initial={filled} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('brand-request-save'));
    expect(await screen.findByText('이미 등록된 브랜드명입니다. 계속 요청하시겠습니까?')).toBeTruthy();
    fireEvent.click(cancelButton()!);
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull(), { timeout: 5000 });
    expect(onSubmit).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.getByTestId('brand-request-save').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('brand-request-save'));
    await waitFor(() => expect(okButton(), 'the confirm opens again').toBeTruthy(), { timeout: 5000 });
    fireEvent.click(okButton()!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ dupConfirmYn: 'Y' });
  });

  it('refuses a fee over the maximum with its message instead of clamping it', async () => {
    stubServer('N');
    const onSubmit = vi.fn();
    renderWithProviders(<BrandRequestForm initial={{ ...filled, deliveryFee: 2_000_000 }} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('brand-request-save'));
    expect(await screen.findByText('배송비는 최대 1,000,000원까지 입력할 수 있습니다.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
