import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { BasicsSection } from './basics-section';

let form: FormInstance;
function Harness() {
  [form] = Form.useForm();
  return (
    <Form form={form}>
      <BasicsSection brands={[]} onBrandChange={() => {}} />
    </Form>
  );
}

const node = (id: string, up: string | null, nm: string, leafYn: 'Y' | 'N') => ({
  standardCategoryId: id,
  upperCategoryId: up,
  categoryNm: nm,
  depth: id.length / 2,
  leafYn,
  categoryPath: nm,
});

describe('the category cascade in the form', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        new URL(url, 'http://localhost').pathname === '/api/product/categories'
          ? json({
              version: '1',
              totalCnt: 3,
              list: [node('10', null, '여성의류', 'N'), node('1001', '10', '아우터', 'N'), node('100101', '1001', '코트', 'Y')],
            })
          : json([]),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sets the leaf chosen at the end of the cascade as the standard category', async () => {
    renderWithProviders(<Harness />);
    const picker = await screen.findByTestId('product-category', {}, { timeout: 10_000 });
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    for (const name of ['여성의류', '아우터', '코트']) fireEvent.click(await screen.findByTitle(name));
    await waitFor(() => expect(form.getFieldValue('standardCategoryId')).toBe('100101'));
  });
});
