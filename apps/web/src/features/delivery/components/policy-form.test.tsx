import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from '@/shared/date/seoul';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { EMPTY_POLICY, type PolicyFormValues } from '../model/policy-form';
import { PolicyForm } from './policy-form';

const initial: PolicyFormValues = {
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

const box = (name: string) => screen.getByTestId(`policy-${name}`).querySelector('input') ?? screen.getByTestId<HTMLInputElement>(`policy-${name}`);
const radio = (label: string) => screen.getByLabelText(label);

describe('PolicyForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('writes amounts with thousands separators and sends whole won', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<PolicyForm name="p" initial={initial} onSubmit={onSubmit} submitLabel="저장" pending={false} />);
    await waitFor(() => expect(box('dlcstLevyStdrAmt').value).toBe('50,000'));
    fireEvent.click(screen.getByTestId('policy-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      dlcstPlcyTitl: '기본 유료배송',
      plcyTypeCd: '01',
      strtDt: '2026-01-01',
      endDt: '2026-12-31',
      dlcstTypeCd: '03',
      dlcst: 3000,
      dlcstLevyStdrAmt: 50000,
      inmnDlcst: 5000,
      jejuDlcst: 3000,
      rtrnDlcst: 3000,
      exchDlcst: 6000,
      useYn: 'Y',
    });
  });

  it('locks the threshold at 0 for the paid type and the free type’s fee too', async () => {
    renderWithProviders(<PolicyForm name="p" initial={initial} onSubmit={vi.fn()} submitLabel="저장" pending={false} />);
    await waitFor(() => expect(box('dlcst').value).toBe('3,000'));
    fireEvent.click(radio('유료'));
    await waitFor(() => expect(box('dlcstLevyStdrAmt').value).toBe('0'));
    expect(box('dlcstLevyStdrAmt').disabled).toBe(true);
    expect(box('dlcst').disabled).toBe(false);
    fireEvent.click(radio('무료'));
    await waitFor(() => expect(box('dlcst').value).toBe('0'));
    expect(box('dlcst').disabled).toBe(true);
  });

  it('checks the shared fee rules before sending: a paid policy needs a fee', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <PolicyForm name="p" initial={{ ...initial, dlcstTypeCd: '02', dlcstLevyStdrAmt: 0, dlcst: 0 }} onSubmit={onSubmit} submitLabel="저장" pending={false} />,
    );
    await waitFor(() => expect(box('dlcst').value).toBe('0'));
    fireEvent.click(screen.getByTestId('policy-save'));
    expect(await screen.findByText('기본 배송비가 0원이면 무료 유형을 선택해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names every missing value of an empty form', async () => {
    renderWithProviders(<PolicyForm name="p" initial={EMPTY_POLICY} onSubmit={vi.fn()} submitLabel="등록" pending={false} />);
    fireEvent.click(screen.getByTestId('policy-save'));
    expect(await screen.findByText('배송비 정책명을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('정책 유형을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('시작일을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('배송비 유형을 선택해 주세요.')).toBeTruthy();
    expect(screen.getAllByText('금액을 0원 이상의 정수로 입력해 주세요.').length).toBeGreaterThan(0);
  });
});
