import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putNewPasswordChange, putPasswordChangeNext } from '@/features/login/api/password-change';
import { renderWithProviders } from '@/features/login/test/render';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { PasswordChangeModal, type PasswordChangeModalProps } from './password-change-modal';

vi.mock('@/features/login/api/password-change', () => ({ putNewPasswordChange: vi.fn(), putPasswordChangeNext: vi.fn() }));

const change = vi.mocked(putNewPasswordChange);
const next = vi.mocked(putPasswordChangeNext);

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.resetAllMocks());

function setup(over: Partial<PasswordChangeModalProps> = {}) {
  const props = {
    open: true,
    reason: 'expired' as const,
    mgrId: 'expired01',
    signInPassword: 'Fashion#2026',
    onChanged: vi.fn(),
    onPostponed: vi.fn(),
    onCancel: vi.fn(),
    ...over,
  };
  renderWithProviders(<PasswordChangeModal {...props} />);
  return props;
}

const fill = (current: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByTestId('pw-current'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('pw-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('pw-confirm'), { target: { value: confirm } });
};
const errorsOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('password change popup', () => {
  it('lists the rules in the guidance box', () => {
    setup();
    const guide = screen.getByTestId('pw-guide').textContent ?? '';
    expect(guide).toContain('8자 이상 20자 이하');
    expect(guide).toContain('~ . ! @ # $ % ^ & * ? _');
    expect(guide).toContain('연속된 문자나 숫자를 3자 이상');
    expect(guide).toContain('아이디');
  });

  it('shows every broken rule on its field, focuses the first, and does not call the server', async () => {
    setup();
    fill('', 'abc111', 'x');
    fireEvent.click(screen.getByTestId('pw-submit'));
    await waitFor(() => expect(errorsOf('pw-current')).toContain('비밀번호를 입력해 주세요.'));
    const newErrors = errorsOf('pw-new');
    expect(newErrors).toContain('비밀번호는 8자 이상 20자 이하여야 합니다.');
    expect(newErrors).toContain('같은 문자를 3번 이상 사용할 수 없습니다.');
    expect(newErrors).toContain('연속된 문자나 숫자를 3자 이상 사용할 수 없습니다.');
    expect(errorsOf('pw-confirm')).toContain('새 비밀번호와 확인이 일치하지 않습니다.');
    expect(document.activeElement).toBe(screen.getByTestId('pw-current'));
    expect(change).not.toHaveBeenCalled();
  });

  it('rejects a password with the id in it, or sharing 4 characters with it', async () => {
    setup();
    fill('Fashion#2026', 'Zexpired01!', 'Zexpired01!');
    fireEvent.click(screen.getByTestId('pw-submit'));
    await waitFor(() => expect(errorsOf('pw-new')).toContain('비밀번호에 아이디를 포함할 수 없습니다.'));
    fill('Fashion#2026', 'Qpire#7Lm!x', 'Qpire#7Lm!x');
    fireEvent.click(screen.getByTestId('pw-submit'));
    await waitFor(() => expect(errorsOf('pw-new')).toContain('아이디와 4자 이상 같은 부분이 있으면 안 됩니다.'));
    expect(document.activeElement).toBe(screen.getByTestId('pw-new'));
  });

  it('changes a valid password with the trimmed form as the body', async () => {
    change.mockResolvedValue(1);
    const props = setup();
    fill(' Fashion#2026 ', 'Qz7!mW4#xR', 'Qz7!mW4#xR ');
    fireEvent.click(screen.getByTestId('pw-submit'));
    await waitFor(() => expect(props.onChanged).toHaveBeenCalledOnce());
    expect(change).toHaveBeenCalledWith({ mgrId: 'expired01', passwd: ' Fashion#2026 ', newPasswd: 'Qz7!mW4#xR', newPasswdChk: 'Qz7!mW4#xR ' });
  });

  it('puts the server’s field errors on their fields, or its message under the form', async () => {
    const wrong = new ApiError(400, {
      errorCode: 'VALIDATION_ERROR',
      displayMessage: '현재 비밀번호가 일치하지 않습니다.',
      error: 'x',
      fields: [{ field: 'passwd', messageKey: 'password.rule.currentWrong' }],
    });
    change.mockRejectedValueOnce(wrong).mockRejectedValueOnce(new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: '서버 메시지', error: 'x' }));
    setup();
    fill('Wrong#2026x', 'Qz7!mW4#xR', 'Qz7!mW4#xR');
    fireEvent.click(screen.getByTestId('pw-submit'));
    await waitFor(() => expect(errorsOf('pw-current')).toContain('현재 비밀번호가 일치하지 않습니다.'));
    await waitFor(() => expect(screen.getByTestId('pw-submit').className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('pw-submit'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('서버 메시지');
  });

  it('"next time" postpones an expired password with the sign-in password; a reset one has no such button', async () => {
    next.mockResolvedValue(1);
    const props = setup();
    fireEvent.click(screen.getByTestId('pw-next'));
    await waitFor(() => expect(props.onPostponed).toHaveBeenCalledOnce());
    expect(next).toHaveBeenCalledWith({ mgrId: 'expired01', passwd: 'Fashion#2026' });
  });

  it('has no "next time" for a reset password', () => {
    setup({ reason: 'initial' });
    expect(screen.queryByTestId('pw-next')).toBeNull();
  });
});
