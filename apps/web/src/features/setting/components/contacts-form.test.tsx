import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { ACCOUNT, GLOBAL_ACCOUNT } from '../test/fixtures';
import { ContactsForm } from './contacts-form';

const { updateAccount } = vi.hoisted(() => ({ updateAccount: vi.fn() }));
vi.mock('../api/update-account', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { updateAccount, useUpdateAccount: () => useMutation({ mutationFn: updateAccount }) };
});
vi.mock('@/shared/code/fetch-code-list', async () => (await import('@/shared/code/test/code-fixtures')).codeListMock());

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

async function renderForm() {
  renderWithProviders(<ContactsForm account={ACCOUNT} />);
  await waitFor(() => expect(input('chg-name').value).toBe('이서연'));
}

async function pickOption(testId: string, title: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const option = await waitFor(() => {
    // Earlier dropdowns stay in the document (hidden): take the option of the one just opened.
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${title}"]`)].at(-1);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  fireEvent.click(option);
}

describe('ContactsForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    updateAccount.mockReset();
  });

  it('locks a listed domain and opens the domain box for direct entry', async () => {
    await renderForm();
    expect(input('chg-email-2').value).toBe('naver.com');
    expect(input('chg-email-2').readOnly).toBe(true);
    expect(input('cs-email-2').value).toBe('modernfashion.co.kr');
    expect(input('cs-email-2').readOnly).toBe(false);
    await pickOption('cs-email-pick', 'gmail.com');
    await waitFor(() => expect(input('cs-email-2').value).toBe('gmail.com'));
    expect(input('cs-email-2').readOnly).toBe(true);
    await pickOption('chg-email-pick', '직접입력');
    await waitFor(() => expect(input('chg-email-2').value).toBe(''));
    expect(input('chg-email-2').readOnly).toBe(false);
  });

  it('keeps only digits in the number boxes, at most 4', async () => {
    await renderForm();
    fireEvent.change(input('cs-phone-2'), { target: { value: '15가8-89' } });
    expect(input('cs-phone-2').value).toBe('1588');
    fireEvent.change(input('cs-phone-3'), { target: { value: '１２３４5' } });
    expect(input('cs-phone-3').value).toBe('1234');
  });

  it('sends the request fields as edited', async () => {
    updateAccount.mockResolvedValue(1);
    await renderForm();
    fireEvent.change(input('sac-name'), { target: { value: '회계팀' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(updateAccount).toHaveBeenCalledTimes(1));
    const body = updateAccount.mock.calls[0]?.[0] as Record<string, string>;
    expect(body).toMatchObject({ chgNm: '이서연', chgHphone1: '010', chgEmail1: 'partner', chgEmail2: 'naver.com', sacOperatorNm: '회계팀', ntceYn: 'Y' });
    expect(body).not.toHaveProperty('chgEmailPick');
    expect(body).not.toHaveProperty('chgHphone');
    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
  });

  it('checks the contract rules before sending', async () => {
    await renderForm();
    fireEvent.change(input('chg-phone-2'), { target: { value: '12' } });
    fireEvent.change(input('cs-email-1'), { target: { value: 'cs..desk' } });
    fireEvent.click(screen.getByTestId('account-save'));
    expect(await screen.findByText('전화번호 가운데 자리를 3~4자리 숫자로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(updateAccount).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on their boxes and shows a refusal’s own text', async () => {
    updateAccount.mockRejectedValueOnce(
      new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: 'x', fields: [{ field: 'chgHphone1', messageKey: 'phone.msg.prefix' }] }),
    );
    await renderForm();
    fireEvent.click(screen.getByTestId('account-save'));
    const card = screen.getByTestId('contact-chg');
    expect(await within(card).findByText('전화번호 앞자리를 선택해 주세요.')).toBeTruthy();

    updateAccount.mockRejectedValueOnce(new ApiError(403, { errorCode: 'MASTER_VIEW_ONLY', displayMessage: '마스터 계정은 조회만 가능합니다.' }));
    fireEvent.click(screen.getByTestId('account-save'));
    expect(await screen.findByText('마스터 계정은 조회만 가능합니다.')).toBeTruthy();
  });

  describe('an overseas seller (entrType G)', () => {
    async function renderGlobal() {
      renderWithProviders(<ContactsForm account={GLOBAL_ACCOUNT} />);
      await waitFor(() => expect(input('chg-intl-phone').value).toBe('358401234567'));
    }

    it('shows one international number box per contact, filled with the stored number and shown readably', async () => {
      await renderGlobal();
      expect(input('chg-name').value).toBe('Emma Lind');
      expect(input('cs-intl-phone').value).toBe('35891234567');
      expect(input('sac-intl-phone').value).toBe('358912345678');
      expect(screen.queryByTestId('chg-phone-1')).toBeNull();
      expect(screen.queryByTestId('cs-phone-2')).toBeNull();
      expect(screen.getAllByText('국가번호를 포함한 숫자 9~28자리 (예: 46812345678)')).toHaveLength(3);
      await waitFor(() => expect(screen.getByTestId('chg-intl-phone-shown').textContent).toBe('+358 40 1234567'));
      expect(within(screen.getByTestId('contact-cs')).getByText('전화번호 (국제)')).toBeTruthy();
    });

    it('keeps only digits, at most 28, and sends the numbers whole', async () => {
      updateAccount.mockResolvedValue(1);
      await renderGlobal();
      fireEvent.change(input('cs-intl-phone'), { target: { value: '+46 8-123 456 78' } });
      expect(input('cs-intl-phone').value).toBe('46812345678');
      await waitFor(() => expect(screen.getByTestId('cs-intl-phone-shown').textContent).toBe('+46 8 123 456 78'));
      fireEvent.change(input('sac-intl-phone'), { target: { value: '1'.repeat(30) } });
      expect(input('sac-intl-phone').value).toBe('1'.repeat(28));
      fireEvent.click(screen.getByTestId('account-save'));
      await waitFor(() => expect(updateAccount).toHaveBeenCalledTimes(1));
      const body = updateAccount.mock.calls[0]?.[0] as Record<string, string>;
      expect(body).toMatchObject({ chgHphone: '358401234567', csOperatorPhone: '46812345678', sacOperatorPhone: '1'.repeat(28) });
      expect(body).not.toHaveProperty('csOperatorPhone1');
    });

    it('checks the international rule before sending', async () => {
      await renderGlobal();
      fireEvent.change(input('chg-intl-phone'), { target: { value: '12345678' } });
      fireEvent.click(screen.getByTestId('account-save'));
      const card = screen.getByTestId('contact-chg');
      expect(await within(card).findByText(i18n.t('phone.msg.intl'))).toBeTruthy();
      expect(updateAccount).not.toHaveBeenCalled();
    });
  });
});
