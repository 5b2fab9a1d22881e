import type { TProductListRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import type { DataColumn } from '@/shared/ui/data-table';
import { Text } from '@/shared/ui/typography';
import { BlueNumber } from './blue-number';
import { ImageCell } from './image-cell';
import { PriceChangeTypeTag, ProductStatusTag } from './product-status-tag';
import { ProductRowActions } from './product-row-actions';

/** The grid of productSupplyList and productSearchList (spec §3 cell types: image, route link, blue text, price-change label, buttons). */
export function useProductColumns(opts: { readOnly: boolean; onHistory: (row: TProductListRow) => void }): DataColumn<TProductListRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'image', title: t('product.list.image'), width: 72, align: 'center', render: (r) => <ImageCell src={r.imageUrl} alt={r.prodNm} /> },
    { key: 'prodCd', dataIndex: 'prodCd', title: t('product.field.prodCd'), width: 110 },
    {
      key: 'prodNm',
      title: t('product.field.prodNm'),
      width: 220,
      render: (r) => (
        <>
          <Link to={`/product/productUpdateForm/${r.prodCd}`} onClick={(e) => e.stopPropagation()} data-testid={`product-link-${r.prodCd}`}>
            {r.prodNm}
          </Link>
          <div>
            <Text type="secondary">{r.supplyProdCd}</Text>
          </div>
        </>
      ),
    },
    { key: 'brand', dataIndex: 'brandNm', title: t('product.field.brandNm'), width: 120, ellipsis: true },
    { key: 'category', dataIndex: 'categoryPath', title: t('product.field.categoryPath'), width: 180, ellipsis: true },
    { key: 'listPrice', title: t('product.field.listPrice'), width: 100, align: 'right', render: (r) => formatNumber(r.listPrice) },
    {
      key: 'prodPrice',
      title: t('product.field.prodPrice'),
      width: 120,
      align: 'right',
      render: (r) => {
        const change = r.priceChangeType;
        return (
          <>
            <BlueNumber value={r.prodPrice} />
            <div>
              <Text type="secondary">{`${r.dcRate}%`}</Text>
              {change ? <PriceChangeTypeTag type={change} /> : null}
            </div>
          </>
        );
      },
    },
    {
      key: 'status',
      title: t('product.field.prodStsCd'),
      width: 140,
      align: 'center',
      render: (r) => (
        <>
          <ProductStatusTag status={r.prodStsCd} testId={`product-status-${r.prodCd}`} />
          {r.prodStsCd === '20' && r.rejectReason ? (
            <div>
              <Text type="danger" title={r.rejectReason} ellipsis style={{ maxWidth: 124 }} data-testid={`product-reject-${r.prodCd}`}>
                {r.rejectReason}
              </Text>
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'stockQty',
      title: t('product.field.stockQty'),
      width: 110,
      align: 'right',
      render: (r) => <BlueNumber value={r.stockQty} testId={`product-stock-${r.prodCd}`} />,
    },
    {
      key: 'dates',
      title: `${t('product.field.regDt')} / ${t('product.field.upDt')}`,
      width: 110,
      align: 'center',
      render: (r) => (
        <>
          <div>{formatDate(r.regDt)}</div>
          <Text type="secondary">{formatDate(r.upDt)}</Text>
        </>
      ),
    },
    {
      key: 'actions',
      title: t('product.list.actions'),
      width: 190,
      align: 'center',
      render: (r) => <ProductRowActions row={r} readOnly={opts.readOnly} onHistory={opts.onHistory} />,
    },
  ];
}
