import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddPhoneModal } from './add-phone-modal';

const { addPhone, sendPhoneCode } = vi.hoisted(() => ({ addPhone: vi.fn(), sendPhoneCode: vi.fn() }));
vi.mock('../api/send-phone-code', () => ({ sendPhoneCode }));
vi.mock('../api/add-phone', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { addPhone, useAddPhone: () => useMutation({ mutationFn: addPhone }) };
});
vi.mock('@/shared/code/fetch-code-list', async () => (await import('@/shared/code/test/code-fixtures')).codeListMock());

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

async function typeNumberAndSend() {
  fireEvent.change(input('phone-add-2'), { target: { value: '9876' } });
  fireEvent.change(input('phone-add-3'), { target: { value: '5432' } });
  fireEvent.click(screen.getByTestId('phone-add-send'));
  await screen.findByTestId('phone-add-dev-code');
}

describe('AddPhoneModal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    addPhone.mockReset();
    sendPhoneCode.mockReset().mockResolvedValue({ resultCode: 1, authNo: '123456' });
  });

  it('sends the code with a Seoul authTime, shows the dev code and the 3-minute countdown, then saves with the password', async () => {
    addPhone.mockResolvedValue(1);
    const onClose = vi.fn();
    renderWithProviders(<AddPhoneModal open onClose={onClose} />);
    await typeNumberAndSend();
    const sent = sendPhoneCode.mock.calls[0]?.[0] as Record<string, string>;
    expect(sent).toMatchObject({ phone1: '010', phone2: '9876', phone3: '5432', authGb: 'I' });
    expect(sent.authTime).toMatch(/^\d{14}$/);
    expect(screen.getByTestId('phone-add-dev-code').textContent).toContain('123456');
    expect(screen.getByTestId('phone-add-countdown').textContent).toMatch(/0[23]:\d\d/);

    fireEvent.change(input('phone-add-code'), { target: { value: '123456' } });
    fireEvent.change(input('phone-add-password'), { target: { value: 'Fashion#2026' } });
    fireEvent.click(screen.getByTestId('phone-add-save'));
    await waitFor(() => expect(addPhone).toHaveBeenCalledTimes(1));
    expect(addPhone.mock.calls[0]?.[0]).toEqual({
      phone1: '010',
      phone2: '9876',
      phone3: '5432',
      authTime: sent.authTime,
      authNo: '123456',
      passwd: 'Fashion#2026',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for the code first, and for a new one once the number changes', async () => {
    renderWithProviders(<AddPhoneModal open onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('phone-add-save'));
    expect(await screen.findByText('인증번호 요청을 먼저 해주세요.')).toBeTruthy();
    await typeNumberAndSend();
    fireEvent.change(input('phone-add-3'), { target: { value: '5433' } });
    expect(await screen.findByText('휴대폰 번호가 바뀌어 인증을 다시 받아야 합니다.')).toBeTruthy();
    expect(screen.queryByTestId('phone-add-dev-code')).toBeNull();
    expect(input('phone-add-code').disabled).toBe(true);
  });

  it('shows the server’s refusals on the boxes they name', async () => {
    renderWithProviders(<AddPhoneModal open onClose={() => {}} />);
    sendPhoneCode.mockRejectedValueOnce(
      new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: 'x', fields: [{ field: 'sphone', messageKey: 'phone.msg.full' }] }),
    );
    fireEvent.change(input('phone-add-2'), { target: { value: '9876' } });
    fireEvent.change(input('phone-add-3'), { target: { value: '5432' } });
    fireEvent.click(screen.getByTestId('phone-add-send'));
    expect(await screen.findByText('인증 휴대폰은 최대 20개까지 등록할 수 있습니다.')).toBeTruthy();

    await typeNumberAndSend();
    addPhone.mockRejectedValueOnce(
      new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: 'x', fields: [{ field: 'passwd', messageKey: 'password.rule.currentWrong' }] }),
    );
    fireEvent.change(input('phone-add-code'), { target: { value: '123456' } });
    fireEvent.change(input('phone-add-password'), { target: { value: 'wrong#Pass1' } });
    fireEvent.click(screen.getByTestId('phone-add-save'));
    expect(await screen.findByText('현재 비밀번호가 일치하지 않습니다.')).toBeTruthy();
  });
});
