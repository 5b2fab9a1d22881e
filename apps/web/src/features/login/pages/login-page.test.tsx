import type { TLoginReply, TUserInfoReply } from '@po/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postForeignLogin, postMasterLogin, postMonitorLogin } from '@/features/login/api/activate';
import { getAuthPhoneNos } from '@/features/login/api/auth-phones';
import { checkCertification } from '@/features/login/api/certification-check';
import { postLogin } from '@/features/login/api/login';
import { getAuthPopupFlag, getMasterFlag } from '@/features/login/api/login-flags';
import { postPasswdCheck } from '@/features/login/api/passwd-check';
import { sendAuthCodeToPhone } from '@/features/login/api/send-auth-code';
import { i18n } from '@/shared/i18n/i18n';
import { currentPath, renderApp, sellerUser } from '@/test/render-app';

vi.mock('@/features/login/api/passwd-check', () => ({ postPasswdCheck: vi.fn() }));
vi.mock('@/features/login/api/login', () => ({ postLogin: vi.fn() }));
vi.mock('@/features/login/api/login-flags', () => ({ getMasterFlag: vi.fn(), getAuthPopupFlag: vi.fn() }));
vi.mock('@/features/login/api/activate', () => ({ postMasterLogin: vi.fn(), postMonitorLogin: vi.fn(), postForeignLogin: vi.fn() }));
vi.mock('@/features/login/api/auth-phones', () => ({ getAuthPhoneNos: vi.fn() }));
vi.mock('@/features/login/api/send-auth-code', () => ({ sendAuthCode: vi.fn(), sendAuthCodeToPhone: vi.fn() }));
vi.mock('@/features/login/api/certification-check', () => ({ checkCertification: vi.fn() }));

const sellerLogin: TLoginReply = {
  login: true,
  isMasterLogin: 'N',
  isAllowIp: 'N',
  resultMsg: '',
  entrStsYn: 'Y',
  entrStsCd: '30',
  entrType: 'N',
  supplyEntrCd: 'S000001',
  authPhoneNoExistsYn: 'Y',
  loginNm: '이서연',
  roleCd: '30',
  isEcMonitor: 'N',
};
const faqs = [
  { seq: 1, title: '입점 신청은 어떻게 하나요?', regDt: '2026-01-02T00:00:00.000Z' },
  { seq: 2, title: 'SMS 인증번호가 오지 않아요.', regDt: '2026-01-03T00:00:00.000Z' },
];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The public calls of the page (userInfo, FAQ, logout) through fetch; the sign-in calls are mocked above. */
function stubServer() {
  const state: { user: TUserInfoReply | null } = { user: null };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/login/userInfo'))
      return state.user ? json(state.user) : json({ errorCode: 'SESSION_TIMEOUT_ERROR', displayMessage: 'x', error: 'x' }, 401);
    if (url.startsWith('/api/login/logout') && init?.method === 'POST') return json(1);
    if (url.startsWith('/api/faq/mainList')) return json(faqs);
    if (url.startsWith('/api/faq/list')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('pageNum'));
      const list = Array.from({ length: page === 2 ? 2 : 10 }, (_, i) => ({
        seq: (page - 1) * 10 + i + 1,
        title: `질문 ${(page - 1) * 10 + i + 1}`,
        regDt: '2026-01-01T00:00:00.000Z',
        totalCnt: 12,
      }));
      return json({ list, totalCnt: 12 });
    }
    if (url.startsWith('/api/faq/detail/1')) return json({ ...faqs[0], contents: '로그인 화면의 [입점신청] 버튼에서\n유형을 선택해 주세요.' });
    return json({ errorCode: 'NOT_FOUND', displayMessage: 'not found', error: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  vi.mocked(postPasswdCheck).mockResolvedValue({ existenceYn: 'Y', inactiveYn: 'N', expYn: 'N', initYn: 'N' });
  vi.mocked(postLogin).mockResolvedValue(sellerLogin);
  vi.mocked(getMasterFlag).mockResolvedValue('N');
  vi.mocked(getAuthPopupFlag).mockResolvedValue('Y');
  vi.mocked(getAuthPhoneNos).mockResolvedValue([{ phoneId: 'p1aaaaaaaaaaaaaaaaaaaa', dpSphone: '010-****-5678' }]);
  vi.mocked(sendAuthCodeToPhone).mockResolvedValue({ resultCode: 1, authNo: '123456' });
});
afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
  Cookies.remove('MGR_ID', { path: '/' });
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const idle = (testId: string) => waitFor(() => expect(screen.getByTestId(testId).className).not.toContain('ant-btn-loading'));

async function signInThroughSms(agreeYn: 'Y' | 'N', onCheck: () => void) {
  vi.mocked(checkCertification).mockImplementation(async () => {
    onCheck();
    return { resultCode: 1, resultMsg: '', sellFeeRateConfirmYn: 'Y', agreeYn, agreeGenuineYn: 'Y' };
  });
  type('login-id', 'partner01');
  type('login-password', 'Fashion#2026');
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('sms-modal');
  fireEvent.click(screen.getByTestId('sms-phone-option-0'));
  fireEvent.click(screen.getByTestId('sms-send'));
  await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('sms-code').disabled).toBe(false));
  type('sms-code', '123456');
  await idle('sms-confirm');
  fireEvent.click(screen.getByTestId('sms-confirm'));
}

describe('login page', () => {
  it('checks the form with the spec messages and remembers the id in MGR_ID', async () => {
    stubServer();
    renderApp('/login');
    await screen.findByTestId('login-page');
    expect(document.title).toBe('로그인 - 파트너오피스');
    type('login-id', 'ab');
    type('login-password', '12');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('아이디는 3자 이상 20자 이하로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 4자 이상 20자 이하로 입력해 주세요.')).toBeTruthy();
    expect(postPasswdCheck).not.toHaveBeenCalled();

    vi.mocked(postPasswdCheck).mockResolvedValue({ existenceYn: 'N', inactiveYn: 'N', expYn: 'N', initYn: 'N' });
    type('login-id', ' partner01 ');
    type('login-password', 'wrong-pass');
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.submit(screen.getByTestId('login-password'));
    expect(await screen.findByTestId('login-error')).toBeTruthy();
    expect(screen.getByTestId('login-error').textContent).toContain('아이디 또는 비밀번호가 일치하지 않거나');
    expect(postPasswdCheck).toHaveBeenCalledWith({ loginId: 'partner01', password: 'wrong-pass' });
    expect(Cookies.get('MGR_ID')).toBe('partner01');
  });

  it('prefills the remembered id', async () => {
    Cookies.set('MGR_ID', 'partner07', { path: '/' });
    stubServer();
    renderApp('/login');
    await screen.findByTestId('login-page');
    expect(screen.getByTestId<HTMLInputElement>('login-id').value).toBe('partner07');
    expect(screen.getByTestId<HTMLInputElement>('login-remember').checked).toBe(true);
  });

  it('shows the Caps Lock hint while Caps Lock is on', async () => {
    stubServer();
    renderApp('/login');
    const password = await screen.findByTestId('login-password');
    fireEvent.keyDown(password, { key: 'A', modifierCapsLock: true });
    expect(await screen.findByTestId('login-capslock')).toBeTruthy();
    fireEvent.keyUp(password, { key: 'a', modifierCapsLock: false });
    await waitFor(() => expect(screen.queryByTestId('login-capslock')).toBeNull());
  });

  it('signs in through the SMS popup, refreshes who is signed in, then goes to the redirect value', async () => {
    const { state } = stubServer();
    const { router, queryClient } = renderApp('/login?redirect=%2Fnotice');
    await screen.findByTestId('login-page');
    await signInThroughSms('Y', () => (state.user = sellerUser));
    await waitFor(() => expect(currentPath(router)).toBe('/notice'));
    expect(queryClient.getQueryData(['login', 'userInfo'])).toEqual(sellerUser);
  });

  it('goes to /Necessary when an agreement is missing, not to the redirect value', async () => {
    const { state } = stubServer();
    const { router } = renderApp('/login?redirect=%2Fnotice');
    await screen.findByTestId('login-page');
    await signInThroughSms('N', () => (state.user = sellerUser));
    await waitFor(() => expect(currentPath(router)).toBe('/Necessary'));
  });

  it('cancelling the SMS popup signs the pending session out', async () => {
    const { fetchMock } = stubServer();
    renderApp('/login');
    await screen.findByTestId('login-page');
    type('login-id', 'partner01');
    type('login-password', 'Fashion#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('sms-modal');
    fireEvent.keyDown(screen.getByTestId('sms-modal'), { key: 'Escape' });
    expect(screen.getByTestId('sms-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sms-cancel'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/login/logout'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('sms-modal')).toBeNull());
  });

  it('a global seller goes through monitorLogin to / (then /home) without SMS', async () => {
    const { state } = stubServer();
    vi.mocked(postLogin).mockResolvedValue({ ...sellerLogin, entrType: 'G' });
    vi.mocked(postMonitorLogin).mockImplementation(async () => {
      state.user = { ...sellerUser, entrType: 'G' };
      return { loginNm: 'Emma', sellFeeRateConfirmYn: 'Y', agreeYn: 'Y', agreeGenuineYn: 'Y' };
    });
    const { router } = renderApp('/login');
    await screen.findByTestId('login-page');
    type('login-id', 'global01');
    type('login-password', 'Fashion#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(postMasterLogin).not.toHaveBeenCalled();
    expect(postForeignLogin).not.toHaveBeenCalled();
    expect(screen.queryByTestId('sms-modal')).toBeNull();
  });

  it('an expired password asks to confirm, then opens the change popup with "next time"', async () => {
    stubServer();
    vi.mocked(postPasswdCheck).mockResolvedValue({ existenceYn: 'Y', inactiveYn: 'N', expYn: 'Y', initYn: 'N' });
    renderApp('/login');
    await screen.findByTestId('login-page');
    type('login-id', 'expired01');
    type('login-password', 'Fashion#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('비밀번호를 변경한 지 90일이 지났습니다. 비밀번호를 변경해 주세요.')).toBeTruthy();
    // getByRole is slow on the whole page; the confirm's OK is its primary button.
    fireEvent.click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary')!);
    expect(await screen.findByTestId('pw-change-modal')).toBeTruthy();
    expect(screen.getByTestId('pw-next')).toBeTruthy();
    expect(postLogin).not.toHaveBeenCalled();
  });

  it('a signed-in visitor goes on to the redirect value', async () => {
    const { state } = stubServer();
    state.user = sellerUser;
    const { router } = renderApp('/login?redirect=%2Fnotice');
    await waitFor(() => expect(currentPath(router)).toBe('/notice'));
  });
});

describe('login page FAQ and links', () => {
  it('lists the main questions, opens one, and pages through all of them', async () => {
    stubServer();
    renderApp('/login');
    fireEvent.click(await screen.findByTestId('faq-item-1'));
    const detail = await screen.findByTestId('faq-detail-modal');
    await waitFor(() => expect(detail.textContent).toContain('유형을 선택해 주세요.'));
    const closers = within(detail).getAllByRole('button', { name: /닫\s*기|close/i });
    fireEvent.click(closers[closers.length - 1]!);

    fireEvent.click(screen.getByTestId('faq-tab-all'));
    expect(await screen.findByTestId('faq-item-10')).toBeTruthy();
    // Only the open tab is rendered, so a question on both lists has one test id in the page.
    expect(screen.getAllByTestId('faq-item-1')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByTitle('2'));
    });
    expect(await screen.findByTestId('faq-item-12')).toBeTruthy();
  });

  it('partner request offers domestic and overseas; QnA goes to the inquiry; the guide links to the public download', async () => {
    stubServer();
    const { router } = renderApp('/login');
    await screen.findByTestId('login-page');
    expect(screen.getByTestId('guide-download').getAttribute('href')).toBe(
      `/api/file/attachment/download/public?filePath=guide%2Fpartner-guide.pdf&downloadName=${encodeURIComponent('파트너오피스_이용가이드.pdf')}`,
    );
    fireEvent.click(screen.getByTestId('partner-request'));
    fireEvent.click(await screen.findByTestId('partner-type-overseas'));
    await waitFor(() => expect(currentPath(router)).toBe('/IntPartner'));
    await act(() => router.navigate('/login'));
    fireEvent.click(await screen.findByTestId('qna-request'));
    await waitFor(() => expect(currentPath(router)).toBe('/Enterinquire'));
  });
});
