import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type { OptionRowValues } from '../model/option-rows';
import { emptyProduct, type ProductFormValues } from '../model/product-form';
import { OptionSection } from './option-section';

let form: FormInstance<ProductFormValues>;
function Harness() {
  [form] = Form.useForm<ProductFormValues>();
  return (
    <Form form={form} initialValues={emptyProduct()}>
      <OptionSection />
    </Form>
  );
}

/** Types values into an axis and presses Enter, as a seller does; resolves once the box is cleared (they were added). */
async function typeValues(axis: 1 | 2, text: string) {
  const input = await screen.findByTestId<HTMLInputElement>(`product-optionValues${axis}-input`);
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(input.value).toBe(text));
  // Key down and up: antd's input takes one Enter per key press (it unlocks on key up).
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(input.value).toBe(''));
}
const rows = () => form.getFieldValue('options') as OptionRowValues[];
const combos = () => rows().map((r) => `${r.optionValue1}/${r.optionValue2}`);
const stockBox = (i: number) => screen.getByTestId(`product-option-stockQty-${i}`).querySelector('input') ?? screen.getByTestId(`product-option-stockQty-${i}`);

describe('OptionSection', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    renderWithProviders(<Harness />);
  });

  it('keeps one row without values for a product without options', () => {
    expect(combos()).toEqual(['/']);
    expect(screen.getAllByTestId(/^product-option-row-/)).toHaveLength(1);
  });

  it('makes one row per value of a single axis, dropping repeats', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '1단 옵션' }));
    expect(await screen.findByTestId('product-options-empty')).toBeTruthy();
    await typeValues(1, 'S, M, s');
    await typeValues(1, 'L');
    await waitFor(() => expect(combos()).toEqual(['S/', 'M/', 'L/']));
    expect(screen.getAllByTestId(/^product-option-row-/)).toHaveLength(3);
    expect(screen.getByTestId('product-options-count').textContent).toBe('조합 3개');
  });

  it('makes every combination of two axes, value 1 outer, and keeps what was typed on a combination that stays', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '2단 옵션(조합형)' }));
    await typeValues(1, '블랙, 베이지');
    await typeValues(2, 'S, M');
    await waitFor(() => expect(combos()).toEqual(['블랙/S', '블랙/M', '베이지/S', '베이지/M']));
    await screen.findByTestId('product-option-stockQty-3');
    fireEvent.change(stockBox(3), { target: { value: '7' } });
    await waitFor(() => expect(form.getFieldValue(['options', 3, 'stockQty'])).toBe(7));

    await typeValues(2, 'L');
    await waitFor(() => expect(combos()).toEqual(['블랙/S', '블랙/M', '블랙/L', '베이지/S', '베이지/M', '베이지/L']));
    expect(rows()[4]).toMatchObject({ optionValue1: '베이지', optionValue2: 'M', stockQty: 7 });
  });

  it('removes a value with its combinations', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '2단 옵션(조합형)' }));
    await typeValues(1, '블랙, 베이지');
    await typeValues(2, 'S, M');
    await waitFor(() => expect(combos()).toHaveLength(4));
    fireEvent.click(screen.getByLabelText('블랙 삭제'));
    await waitFor(() => expect(combos()).toEqual(['베이지/S', '베이지/M']));
    expect(form.getFieldValue('optionValues1')).toEqual(['베이지']);
  });

  it('fills a column of every row from the bulk bar, leaving the columns left empty alone', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '1단 옵션' }));
    await typeValues(1, 'S, M, L');
    await waitFor(() => expect(combos()).toHaveLength(3));
    fireEvent.change(await screen.findByLabelText('일괄 입력 판매 가능 재고'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('product-bulk-apply'));
    await waitFor(() => expect(rows().map((r) => r.stockQty)).toEqual([25, 25, 25]));
    expect(rows().map((r) => [r.extraCharge, r.saleAbleYn])).toEqual([
      [0, 'Y'],
      [0, 'Y'],
      [0, 'Y'],
    ]);
  });
});
