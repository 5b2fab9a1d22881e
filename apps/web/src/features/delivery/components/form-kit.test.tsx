import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from '@/shared/date/seoul';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { EMPTY_SITE } from '../model/delivery-loc-form';
import { EMPTY_POLICY, type PolicyFormValues } from '../model/policy-form';
import { DeliveryLocForm } from './delivery-loc-form';
import { PolicyForm } from './policy-form';

vi.mock('@/shared/code/fetch-code-list', async () => (await import('@/shared/code/test/code-fixtures')).codeListMock());

// The form kit's promises, on today's forms: one request per submit, every message at once, no clamping.
const policy: PolicyFormValues = {
  ...EMPTY_POLICY,
  dlcstPlcyTitl: '기본 유료배송',
  plcyTypeCd: '01',
  period: [dayjs('2026-01-01'), dayjs('2026-12-31')],
  dlcstTypeCd: '03',
  dlcst: 3000,
  dlcstLevyStdrAmt: 50000,
  inmnDlcst: 5000,
  jejuDlcst: 3000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
};
const feeBox = (name: string) => screen.getByTestId(`policy-${name}`).querySelector('input') ?? screen.getByTestId<HTMLInputElement>(`policy-${name}`);

describe('form kit', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('sends one request for a double click on 등록, and the button waits while it is in flight', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<PolicyForm name="p" initial={policy} onSubmit={onSubmit} submitLabel="등록" pending={false} />);
    await waitFor(() => expect(feeBox('dlcst').value).toBe('3,000'));
    const button = screen.getByTestId<HTMLButtonElement>('policy-save');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish(undefined);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses 2,000,000 as a fee with the max-amount message and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PolicyForm name="p" initial={policy} onSubmit={onSubmit} submitLabel="등록" pending={false} />);
    await waitFor(() => expect(feeBox('jejuDlcst').value).toBe('3,000'));
    fireEvent.change(feeBox('jejuDlcst'), { target: { value: '2000000' } });
    fireEvent.blur(feeBox('jejuDlcst'));
    await waitFor(() => expect(feeBox('jejuDlcst').value).toBe('2,000,000'));
    fireEvent.click(screen.getByTestId('policy-save'));
    expect(await screen.findByText('배송비는 최대 1,000,000원까지 입력할 수 있습니다.')).toBeTruthy();
    expect(feeBox('jejuDlcst').value).toBe('2,000,000');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows every message of an empty shipping site at once: name, carrier, phone and addresses', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DeliveryLocForm name="s" initial={{ ...EMPTY_SITE, returnSameYn: 'N' }} onSubmit={onSubmit} submitLabel="등록" pending={false} />);
    fireEvent.click(await screen.findByTestId('site-save'));
    expect(await screen.findByText('출고지명을 입력해 주세요.')).toBeTruthy();
    for (const text of [
      '택배사를 선택해 주세요.',
      '전화번호 앞자리를 선택해 주세요.',
      '출고지 우편번호를 입력해 주세요.',
      '출고지 주소를 입력해 주세요.',
      '반품지 우편번호를 입력해 주세요.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
