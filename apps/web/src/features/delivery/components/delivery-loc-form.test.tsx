import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { EMPTY_SITE, type DeliveryLocFormValues } from '../model/delivery-loc-form';
import { DeliveryLocForm } from './delivery-loc-form';

vi.mock('@/shared/code/fetch-code-list', async () => (await import('@/shared/code/test/code-fixtures')).codeListMock());

const site: DeliveryLocFormValues = {
  ...EMPTY_SITE,
  deliveryLocNm: '성수',
  deliveryEntrCd: '04',
  deliveryLocPhone1: '02',
  deliveryLocPhone2: '1588',
  deliveryLocPhone3: '1234',
  deliveryLocZip: '04790',
  deliveryLocAddr: '서울특별시 성동구 성수이로 113',
  deliveryLocDtlAddr: '3층',
};
const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('DeliveryLocForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  it('counts the name’s bytes as it is typed and refuses the 17th Korean letter', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DeliveryLocForm name="s" initial={site} onSubmit={onSubmit} submitLabel="등록" pending={false} />);
    await waitFor(() => expect(screen.getByTestId('site-name-bytes').textContent).toBe('6 / 50바이트'));
    fireEvent.change(input('site-name'), { target: { value: '가'.repeat(17) } });
    await waitFor(() => expect(screen.getByTestId('site-name-bytes').textContent).toBe('51 / 50바이트'));
    fireEvent.click(screen.getByTestId('site-save'));
    expect(await screen.findByText('출고지명은 50바이트(한글 16자) 이내로 입력해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the site with "return = shipping", and asks for the return address once unticked', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<DeliveryLocForm name="s" initial={site} onSubmit={onSubmit} submitLabel="등록" pending={false} />);
    await waitFor(() => expect(input('site-name').value).toBe('성수'));
    fireEvent.click(screen.getByTestId('site-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      deliveryLocNm: '성수',
      deliveryEntrCd: '04',
      deliveryLocPhone1: '02',
      returnSameYn: 'Y',
      frcnDyplYn: 'N',
    });

    fireEvent.click(screen.getByTestId('site-return-same'));
    expect(await screen.findByTestId('site-return-search')).toBeTruthy();
    fireEvent.click(screen.getByTestId('site-save'));
    expect(await screen.findByText('반품지 우편번호를 입력해 주세요.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s field messages on their boxes', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, { errorCode: 'VALIDATION_ERROR', displayMessage: 'x', fields: [{ field: 'deliveryEntrCd', messageKey: 'delivery.msg.carrier' }] }),
      );
    renderWithProviders(<DeliveryLocForm name="s" initial={site} onSubmit={onSubmit} submitLabel="등록" pending={false} />);
    await waitFor(() => expect(input('site-name').value).toBe('성수'));
    fireEvent.click(screen.getByTestId('site-save'));
    expect(await screen.findByText('택배사를 선택해 주세요.')).toBeTruthy();
  });
});
