import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { codeListMock } from '@/shared/code/test/code-fixtures';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { IntPartnerPage } from './int-partner-page';

vi.mock('@/shared/code/fetch-code-list', () => codeListMock());
// The calls the overseas form makes: none of these tests reaches the server.
vi.mock('../api/check-mgr-id', () => ({ checkMgrId: vi.fn() }));
vi.mock('../api/check-partner-account', () => ({ checkPartnerAccount: vi.fn() }));
vi.mock('../api/create-partner-join', () => ({ createPartnerJoin: vi.fn() }));

const input = (id: string) => screen.getByTestId<HTMLInputElement>(id);

async function pickOption(testId: string, title: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${title}"]`)].at(-1);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  fireEvent.click(option);
}

describe('IntPartnerPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('asks before a cancel throws away what was typed', async () => {
    renderWithProviders(<IntPartnerPage />, { router: true });
    fireEvent.change(input('partner-company'), { target: { value: 'Nordic Knit AB' } });
    fireEvent.click(screen.getByTestId('partner-cancel'));
    expect(await screen.findByText('작성 중인 신청서가 저장되지 않습니다. 신청을 취소하시겠습니까?')).toBeTruthy();
    expect(screen.getByTestId('partner-cancel-ok')).toBeTruthy();
    expect(input('partner-company').value).toBe('Nordic Knit AB');
  });

  it('fills a listed e-mail domain read-only and clears it for direct entry (99)', async () => {
    renderWithProviders(<IntPartnerPage />, { router: true });
    await pickOption('partner-chg-email-pick', 'gmail.com');
    await waitFor(() => expect(input('partner-chg-email-2').value).toBe('gmail.com'));
    expect(input('partner-chg-email-2').readOnly).toBe(true);
    await pickOption('partner-chg-email-pick', '직접입력');
    await waitFor(() => expect(input('partner-chg-email-2').value).toBe(''));
    expect(input('partner-chg-email-2').readOnly).toBe(false);
  });

  it('asks for the overseas bank fields without an account check for bank 200, and copies the manager to CS', async () => {
    renderWithProviders(<IntPartnerPage />, { router: true });
    expect(screen.queryByTestId('partner-swift')).toBeNull();
    await pickOption('partner-bank', '해외은행');
    expect(await screen.findByTestId('partner-swift')).toBeTruthy();
    expect(screen.getByTestId('partner-bank-nm')).toBeTruthy();
    expect(screen.getByTestId('partner-bank-en-addr')).toBeTruthy();
    expect(screen.getByTestId('partner-country')).toBeTruthy();
    expect(screen.queryByTestId('partner-account-check')).toBeNull();
    await pickOption('partner-bank', 'KB국민은행');
    await waitFor(() => expect(screen.queryByTestId('partner-swift')).toBeNull());
    expect(screen.getByTestId('partner-account-check')).toBeTruthy();

    fireEvent.change(input('partner-chg-nm'), { target: { value: 'Jane Doe' } });
    fireEvent.change(input('partner-chg-phone'), { target: { value: '447700900123' } });
    fireEvent.click(screen.getByTestId('partner-cs-same'));
    await waitFor(() => expect(input('partner-cs-nm').value).toBe('Jane Doe'));
    expect(input('partner-cs-phone').value).toBe('447700900123');
    fireEvent.click(screen.getByTestId('partner-cs-same'));
    await waitFor(() => expect(input('partner-cs-nm').value).toBe(''));
  });

  it('takes a typed address abroad, and the postcode search only for a Korean one', async () => {
    renderWithProviders(<IntPartnerPage />, { router: true });
    await pickOption('partner-address-country', '스웨덴');
    fireEvent.change(input('partner-address-line1'), { target: { value: 'Drottninggatan 55' } });
    fireEvent.change(input('partner-address-city'), { target: { value: 'Stockholm' } });
    fireEvent.change(input('partner-address-postal'), { target: { value: '111 52' } });
    expect(input('partner-address-line1').readOnly).toBe(false);
    expect(screen.queryByTestId('partner-address-search')).toBeNull();

    await pickOption('partner-address-country', '대한민국');
    expect(await screen.findByTestId('partner-address-search')).toBeTruthy();
    expect(input('partner-address-addr').readOnly).toBe(true);
    expect(screen.queryByTestId('partner-address-city')).toBeNull();

    await pickOption('partner-address-country', '미국');
    await waitFor(() => expect(input('partner-address-line1').value).toBe(''));
    expect(input('partner-address-city').value).toBe('');
  });

  it('attaches through the kit picker: a wrong type is refused with an alert, a PDF shows its name and size', async () => {
    renderWithProviders(<IntPartnerPage />, { router: true });
    const slot = 'partner-file-prsformAttachFile';
    fireEvent.change(input(slot), { target: { files: [new File(['x'], 'photo.gif')] } });
    expect(await screen.findByText('JPG, PNG, PDF 파일만 첨부할 수 있습니다.')).toBeTruthy();
    expect(screen.getByTestId('partner-file-alert-ok')).toBeTruthy();
    expect(screen.queryByTestId(`${slot}-name`)).toBeNull();
    fireEvent.change(input(slot), { target: { files: [new File([new Uint8Array(2048)], 'proposal.pdf')] } });
    expect((await screen.findByTestId(`${slot}-name`)).textContent).toBe('proposal.pdf');
    expect(screen.getByTestId(`${slot}-size`).textContent).toBe('(2 KB)');
  });
});
