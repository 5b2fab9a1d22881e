import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkCertification } from '@/features/login/api/certification-check';
import { sendAuthCodeToPhone } from '@/features/login/api/send-auth-code';
import { manualTicker, renderWithProviders } from '@/features/login/test/render';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { SmsAuthForm } from './sms-auth-form';

vi.mock('@/features/login/api/send-auth-code', () => ({ sendAuthCodeToPhone: vi.fn() }));
vi.mock('@/features/login/api/certification-check', () => ({ checkCertification: vi.fn() }));

const send = vi.mocked(sendAuthCodeToPhone);
const check = vi.mocked(checkCertification);
// Before the second factor the page gets masked numbers and opaque ids only.
const phones = [
  { phoneId: 'p1aaaaaaaaaaaaaaaaaaaa', dpSphone: '010-****-5678' },
  { phoneId: 'p2bbbbbbbbbbbbbbbbbbbb', dpSphone: '011-***-4567' },
];
const agreed = { resultMsg: '', sellFeeRateConfirmYn: 'Y' as const, agreeYn: 'Y' as const, agreeGenuineYn: 'Y' as const };
const fixedNow = () => new Date('2026-03-01T15:04:05Z');

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  send.mockResolvedValue({ resultCode: 1, authNo: '123456' });
});
afterEach(() => vi.resetAllMocks());

function setup(onOutcome = vi.fn(), onCancel = vi.fn()) {
  const ticker = manualTicker();
  renderWithProviders(<SmsAuthForm phones={phones} target="/notice" onOutcome={onOutcome} onCancel={onCancel} ticker={ticker} now={fixedNow} />);
  return { ticker, onOutcome, onCancel };
}

const phoneOption = (i: number) => screen.getByTestId(`sms-phone-option-${i}`);
const code = () => screen.getByTestId<HTMLInputElement>('sms-code');
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
/** antd drops a button's loading state in an effect after the call settled; clicks wait for it. */
const idle = (testId: string) => waitFor(() => expect(screen.getByTestId(testId).className).not.toContain('ant-btn-loading'));

describe('SMS authentication form', () => {
  it('asks to pick a phone before sending (msg4), and to request a code before confirming (msg1)', async () => {
    setup();
    expect(code().disabled).toBe(true);
    click('sms-confirm');
    expect(await screen.findByText('인증번호 요청을 먼저 해주세요.')).toBeTruthy();
    click('sms-send');
    expect(await screen.findByText('인증받을 휴대폰 번호를 선택해 주세요.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the masked numbers; sends to the picked one by its id with authGb I, then resends with U; authTime is now in Seoul', async () => {
    setup();
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    expect(screen.getByText('011-***-4567')).toBeTruthy();
    fireEvent.click(phoneOption(1));
    click('sms-send');
    await waitFor(() => expect(code().disabled).toBe(false));
    expect(send).toHaveBeenLastCalledWith({ phoneId: 'p2bbbbbbbbbbbbbbbbbbbb', authTime: '20260302000405', authGb: 'I' });
    expect(screen.getByTestId('sms-send').textContent).toContain('재전송');
    expect(screen.getByTestId('dev-code-hint').textContent).toContain('123456');
    await idle('sms-send');
    click('sms-send');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ authGb: 'U' }));
  });

  it('keeps digits only, and checks the code is there and 6 digits (msg2, msg3)', async () => {
    setup();
    fireEvent.click(phoneOption(0));
    click('sms-send');
    await waitFor(() => expect(code().disabled).toBe(false));
    click('sms-confirm');
    expect(await screen.findByText('인증번호를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(code(), { target: { value: '12가a3' } });
    expect(code().value).toBe('123');
    click('sms-confirm');
    expect(await screen.findByText('인증번호 6자리를 입력해 주세요.')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('counts down 3 minutes as mm:ss, shows msg6 at 0 and blocks the check; resend restarts', async () => {
    const { ticker } = setup();
    fireEvent.click(phoneOption(0));
    click('sms-send');
    await waitFor(() => expect(screen.getByTestId('sms-countdown').textContent).toContain('03:00'));
    act(() => ticker.advance(1_000));
    expect(screen.getByTestId('sms-countdown').textContent).toContain('02:59');
    act(() => ticker.advance(179_000));
    expect(screen.getByTestId('sms-countdown').textContent).toContain('00:00');
    expect(screen.getByTestId('sms-countdown').textContent).toContain('인증 시간이 만료되었습니다.');
    fireEvent.change(code(), { target: { value: '123456' } });
    click('sms-confirm');
    await waitFor(() => expect(screen.getAllByText(/인증 시간이 만료되었습니다/).length).toBeGreaterThan(1));
    expect(check).not.toHaveBeenCalled();
    await idle('sms-send');
    click('sms-send');
    await waitFor(() => expect(screen.getByTestId('sms-countdown').textContent).toBe(' 03:00'));
  });

  it('a wrong code (4) shows the server message, clears the code and keeps the form', async () => {
    check.mockResolvedValue({ ...agreed, resultCode: 4, resultMsg: '인증번호가 일치하지 않습니다.' });
    const { onOutcome } = setup();
    fireEvent.click(phoneOption(0));
    click('sms-send');
    await waitFor(() => expect(code().disabled).toBe(false));
    fireEvent.change(code(), { target: { value: '654321' } });
    click('sms-confirm');
    expect(await screen.findByText('인증번호가 일치하지 않습니다.')).toBeTruthy();
    expect(check).toHaveBeenCalledWith({ authTime: '20260302000405', authNo: '654321' });
    expect(code().value).toBe('');
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('hands success (with the agreements) and the ending codes to the page', async () => {
    check.mockResolvedValueOnce({ ...agreed, resultCode: 1, agreeYn: 'N' }).mockResolvedValueOnce({ ...agreed, resultCode: 2, resultMsg: 'too many' });
    const { onOutcome } = setup();
    fireEvent.click(phoneOption(0));
    click('sms-send');
    await waitFor(() => expect(code().disabled).toBe(false));
    fireEvent.change(code(), { target: { value: '123456' } });
    fireEvent.keyDown(code(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ kind: 'activated', to: '/Necessary' }));
    await idle('sms-confirm');
    fireEvent.change(code(), { target: { value: '123456' } });
    click('sms-confirm');
    await waitFor(() => expect(onOutcome).toHaveBeenLastCalledWith({ kind: 'ended', message: 'too many' }));
  });

  it('shows the send limit (429) message; cancel is the caller’s', async () => {
    send.mockRejectedValue(new ApiError(429, { errorCode: 'TOO_MANY_REQUESTS', displayMessage: '발송 한도를 초과했습니다.', error: 'x' }));
    const { onCancel } = setup();
    fireEvent.click(phoneOption(0));
    click('sms-send');
    expect(await screen.findByText('발송 한도를 초과했습니다.')).toBeTruthy();
    expect(code().disabled).toBe(true);
    click('sms-cancel');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
