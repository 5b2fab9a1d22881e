import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postAuthPhone } from '@/features/login/api/add-auth-phone';
import { sendAuthCode } from '@/features/login/api/send-auth-code';
import { manualTicker, renderWithProviders } from '@/features/login/test/render';
import { get } from '@/shared/http/client';
import { i18n } from '@/shared/i18n/i18n';
import { AddPhoneForm } from './add-phone-form';

vi.mock('@/features/login/api/send-auth-code', () => ({ sendAuthCode: vi.fn() }));
vi.mock('@/features/login/api/add-auth-phone', () => ({ postAuthPhone: vi.fn() }));
vi.mock('@/shared/http/client', () => ({ get: vi.fn() }));

const send = vi.mocked(sendAuthCode);
const save = vi.mocked(postAuthPhone);
const saved = { agreeYn: 'Y' as const, mgrId: 'partner03', supplyEntrStsCd: '30', sellFeeRateConfirmYn: 'Y' as const, agreeGenuineYn: 'Y' as const };

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  // G098: only the three-digit codes are offered.
  vi.mocked(get).mockResolvedValue([
    { code: '010', codeNm: '010', attrC1: null },
    { code: '011', codeNm: '011', attrC1: null },
    { code: '0505', codeNm: '0505', attrC1: null },
  ]);
  send.mockResolvedValue({ resultCode: 1, authNo: '246810' });
});
afterEach(() => vi.resetAllMocks());

function setup() {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const ticker = manualTicker();
  renderWithProviders(<AddPhoneForm onAdded={onAdded} onClose={onClose} ticker={ticker} now={() => new Date('2026-03-01T00:00:00Z')} />);
  return { onAdded, onClose, ticker };
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
/** The OK of the (last) alert; getByRole is slow on antd's DOM. */
const okButton = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(-1)!;
const idle = (testId: string) => waitFor(() => expect(screen.getByTestId(testId).className).not.toContain('ant-btn-loading'));

async function choosePrefix(code: string) {
  fireEvent.mouseDown(within(screen.getByTestId('add-phone-prefix')).getByRole('combobox'));
  const option = await waitFor(() => {
    const el = document.querySelector(`.ant-select-item-option[title="${code}"]`);
    if (!el) throw new Error('options not open');
    return el;
  });
  fireEvent.click(option);
}

async function sendTo(middle: string, last: string) {
  await choosePrefix('010');
  type('add-phone-middle', middle);
  type('add-phone-last', last);
  click('add-phone-send');
  await waitFor(() => expect(input('add-phone-code').disabled).toBe(false));
}

describe('add-phone popup', () => {
  it('offers the three-digit G098 prefixes only', async () => {
    setup();
    fireEvent.mouseDown(within(screen.getByTestId('add-phone-prefix')).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="010"]')).toBeTruthy());
    expect(document.querySelector('.ant-select-item-option[title="0505"]')).toBeNull();
  });

  it('checks the three parts with the phone rules before sending', async () => {
    setup();
    click('add-phone-send');
    expect(await screen.findByText('전화번호 앞자리를 선택해 주세요.')).toBeTruthy();
    await choosePrefix('010');
    type('add-phone-middle', '12');
    click('add-phone-send');
    expect(await screen.findByText('전화번호 가운데 자리를 3~4자리 숫자로 입력해 주세요.')).toBeTruthy();
    type('add-phone-middle', '1234');
    type('add-phone-last', '567');
    click('add-phone-send');
    expect(await screen.findByText('전화번호 끝자리를 4자리 숫자로 입력해 주세요.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('strips Korean and other non-digits as the user types', () => {
    setup();
    type('add-phone-middle', '12가3ㄱ4');
    type('add-phone-last', '５６a78');
    expect(input('add-phone-middle').value).toBe('1234');
    expect(input('add-phone-last').value).toBe('5678');
    // A pasted number keeps its digits, capped at the part's length.
    type('add-phone-middle', '98-76-5');
    type('add-phone-last', '5432-1');
    expect(input('add-phone-middle').value).toBe('9876');
    expect(input('add-phone-last').value).toBe('5432');
  });

  it('sends the code to the new number, then saves it (reply 1: the sign-in is complete, no second SMS)', async () => {
    save.mockResolvedValue({ ...saved, resultCode: 1, resultMsg: '인증 휴대폰이 등록되었습니다.' });
    const { onAdded } = setup();
    await sendTo('1234', '5678');
    expect(send).toHaveBeenCalledWith({ phone1: '010', phone2: '1234', phone3: '5678', authTime: '20260301090000', authGb: 'I' });
    expect(screen.getByTestId('add-phone-countdown').textContent).toContain('03:00');
    click('add-phone-save');
    expect(await screen.findByText('인증번호를 입력해 주세요.')).toBeTruthy();
    type('add-phone-code', '246810');
    click('add-phone-save');
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ resultCode: 1, sellFeeRateConfirmYn: 'Y' })));
    expect(save).toHaveBeenCalledWith({ phone1: '010', phone2: '1234', phone3: '5678', authTime: '20260301090000', authNo: '246810' });
  });

  it('reply 3 clears the code; reply 5 closes the popup', async () => {
    save
      .mockResolvedValueOnce({ ...saved, resultCode: 3, resultMsg: '인증번호가 일치하지 않습니다.' })
      .mockResolvedValueOnce({ ...saved, resultCode: 5, resultMsg: '이미 등록된 휴대폰 번호입니다.' });
    const { onClose } = setup();
    await sendTo('1234', '5678');
    type('add-phone-code', '111111');
    click('add-phone-save');
    expect(await screen.findByText('인증번호가 일치하지 않습니다.')).toBeTruthy();
    expect(input('add-phone-code').value).toBe('');
    fireEvent.click(okButton());
    await idle('add-phone-save');
    type('add-phone-code', '246810');
    click('add-phone-save');
    expect(await screen.findByText('이미 등록된 휴대폰 번호입니다.')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm-btns .ant-btn-primary')).toHaveLength(1));
    fireEvent.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('changing the number after sending resets the verification and clears the code', async () => {
    setup();
    await sendTo('1234', '5678');
    type('add-phone-code', '246810');
    type('add-phone-last', '5679');
    expect(input('add-phone-code').value).toBe('');
    expect(input('add-phone-code').disabled).toBe(true);
    expect(screen.getByText('휴대폰 번호가 바뀌어 인증을 다시 받아야 합니다.')).toBeTruthy();
    expect(screen.queryByTestId('add-phone-countdown')).toBeNull();
    click('add-phone-save');
    expect(await screen.findByText('인증번호 요청을 먼저 해주세요.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await idle('add-phone-send');
    click('add-phone-send');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ phone3: '5679', authGb: 'I' }));
  });
});
