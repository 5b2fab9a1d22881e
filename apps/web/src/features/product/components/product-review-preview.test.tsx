import type { TProductReviewReply } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductReviewPreview } from './product-review-preview';
import { reviewedProduct } from './review-fixture';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['product', 'productReview']);
});

describe('the buyer’s view of a product under review', () => {
  it('shows brand, name, prices with the discount, delivery, notice and certification', async () => {
    renderWithProviders(<ProductReviewPreview product={reviewedProduct()} />);
    expect((await screen.findByTestId('preview-brand')).textContent).toBe('모노하우스');
    expect(screen.getByTestId('preview-name').textContent).toBe('울 블렌드 트렌치 코트');
    expect(screen.getByTestId('preview-prices').textContent).toContain('389,000원');
    expect(screen.getByTestId('preview-discount').textContent).toBe('15% 할인');
    expect(screen.getByTestId('preview-prices').textContent).toContain('329,000원');
    expect(screen.getByTestId('preview-category').textContent).toBe('여성 > 아우터 > 코트');
    expect(screen.getByTestId('preview-delivery-fee').textContent).toBe('50,000원 이상 구매 시 무료배송 (미만 시 3,000원)');
    expect(screen.getByTestId('preview-dispatch').textContent).toContain('결제 후 2일 이내 출고');
    expect(screen.getByTestId('preview-notice').textContent).toContain('겉감: 울 70%');
    expect(screen.getByTestId('preview-kc').textContent).toContain('KC-1234');
    // The pictures themselves, the main one first.
    expect(screen.getByTestId('preview-gallery').querySelector('img')?.getAttribute('src')).toBe('/api/file/image/11');
  });

  it('offers every combination with its extra charge and disables the sold-out ones', async () => {
    renderWithProviders(<ProductReviewPreview product={reviewedProduct()} />);
    const option = (cd: string) => screen.getByTestId(`preview-option-${cd}`).closest('label')!;
    await screen.findByTestId('preview-options');
    expect(option('P100000001002').textContent).toBe('베이지 / M (+10,000원)');
    expect(option('P100000001003').textContent).toContain('품절');
    expect(option('P100000001003').className).toContain('disabled');
    expect(option('P100000001004').className).toContain('disabled');
    expect(option('P100000001001').className).not.toContain('disabled');
    fireEvent.click(screen.getByTestId('preview-option-P100000001002'));
    await waitFor(() => expect(screen.getByTestId('preview-option-chosen').textContent).toContain('결제 예정 금액 339,000원'));
  });

  it('renders the description inside a sandboxed frame where no script may run', async () => {
    const product: TProductReviewReply = { ...reviewedProduct(), prodDesc: '<p>설명</p><script>window.parent.hacked = 1</script>' };
    renderWithProviders(<ProductReviewPreview product={product} />);
    const frame = await screen.findByTestId<HTMLIFrameElement>('preview-description');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain("script-src 'none'");
    expect(document.querySelector('[data-testid="product-preview"] script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a thumbnail in front when it is clicked', async () => {
    renderWithProviders(<ProductReviewPreview product={reviewedProduct()} />);
    const main = () => screen.getByTestId('preview-gallery').querySelector('img');
    await waitFor(() => expect(main()?.getAttribute('src')).toBe('/api/file/image/11'));
    fireEvent.click(screen.getByTestId('preview-thumb-2'));
    await waitFor(() => expect(main()?.getAttribute('src')).toBe('/api/file/image/12'));
  });
});
