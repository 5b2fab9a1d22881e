import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddressForm } from './address-form';
import { searchAddresses } from './address-search';

vi.mock('./address-search', () => ({ searchAddresses: vi.fn() }));

const rows = [
  { zonecode: '04790', roadAddress: '서울특별시 성동구 성수이로 113', jibunAddress: '서울특별시 성동구 성수동2가 280-1', buildingName: '성수빌딩' },
  { zonecode: '04791', roadAddress: '서울특별시 성동구 성수이로 115', jibunAddress: '서울특별시 성동구 성수동2가 281', buildingName: '' },
];

let values: Record<string, unknown> = {};
function Harness() {
  const [form] = Form.useForm();
  return (
    <Form form={form} onValuesChange={(_, all: Record<string, unknown>) => (values = all)}>
      <AddressForm names={{ zip: 'zip', addr: 'addr', dtlAddr: 'dtl' }} label="출고지 주소" testId="addr" />
      <button type="button" onClick={() => (values = form.getFieldsValue(true) as Record<string, unknown>)} data-testid="read">
        read
      </button>
    </Form>
  );
}

async function searchFor(keyword: string) {
  fireEvent.click(screen.getByTestId('addr-search'));
  const dialog = await screen.findByTestId('postcode-dialog');
  fireEvent.change(within(dialog).getByTestId('postcode-keyword'), { target: { value: keyword } });
  fireEvent.click(within(dialog).getByTestId('postcode-search'));
  await within(dialog).findByTestId('postcode-pick-R-0');
  return dialog;
}

describe('AddressForm with the postcode dialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    values = {};
    vi.mocked(searchAddresses).mockReset().mockResolvedValue({ list: rows, totalCnt: 2 });
  });

  it('searches with the keyword and the first page, and keeps postcode and base address read-only', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('addr-zip').hasAttribute('readonly')).toBe(true);
    expect(screen.getByTestId('addr-addr').hasAttribute('readonly')).toBe(true);
    expect(screen.getByTestId('addr-dtl').hasAttribute('readonly')).toBe(false);
    await searchFor('성수이로');
    expect(vi.mocked(searchAddresses).mock.calls[0]?.[0]).toEqual({ keyword: '성수이로', pageNum: 1, pageSize: 10 });
  });

  it('fills the road address with its building note when the road line is picked', async () => {
    renderWithProviders(<Harness />);
    const dialog = await searchFor('성수이로');
    fireEvent.click(within(dialog).getByTestId('postcode-pick-R-0'));
    await waitFor(() => expect(screen.queryByTestId('postcode-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('read'));
    expect(values).toMatchObject({ zip: '04790', addr: '서울특별시 성동구 성수이로 113 (성수빌딩)' });
    expect(screen.getByTestId<HTMLInputElement>('addr-addr').value).toBe('서울특별시 성동구 성수이로 113 (성수빌딩)');
  });

  it('fills the lot-number address, without a note, when the lot line is picked', async () => {
    renderWithProviders(<Harness />);
    const dialog = await searchFor('성수이로');
    fireEvent.click(within(dialog).getByTestId('postcode-pick-J-1'));
    await waitFor(() => expect(screen.queryByTestId('postcode-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('read'));
    expect(values).toMatchObject({ zip: '04791', addr: '서울특별시 성동구 성수동2가 281' });
  });

  it('asks for at least 2 characters before searching', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByTestId('addr-search'));
    const dialog = await screen.findByTestId('postcode-dialog');
    fireEvent.change(within(dialog).getByTestId('postcode-keyword'), { target: { value: '세' } });
    fireEvent.click(within(dialog).getByTestId('postcode-search'));
    expect(await within(dialog).findByText('검색어를 2자 이상 80자 이하로 입력해 주세요.')).toBeTruthy();
    expect(searchAddresses).not.toHaveBeenCalled();
  });

  it('says so when nothing is found', async () => {
    vi.mocked(searchAddresses).mockResolvedValue({ list: [], totalCnt: 0 });
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByTestId('addr-search'));
    const dialog = await screen.findByTestId('postcode-dialog');
    fireEvent.change(within(dialog).getByTestId('postcode-keyword'), { target: { value: '없는길' } });
    fireEvent.click(within(dialog).getByTestId('postcode-search'));
    expect(await within(dialog).findByText('검색 결과가 없습니다. 검색어를 확인해 주세요.')).toBeTruthy();
  });
});
