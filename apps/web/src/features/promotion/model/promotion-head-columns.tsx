import type { TPromotionHead } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/shared/ui/data-table';
import { STATE_COLOR, dayPeriod, usePromotionTexts } from './promotion-texts';

/** The promotion's own columns (kind, stage, periods, discount, bearer), the same on the seller's and the operator's lists. */
export function usePromotionHeadColumns<Row extends TPromotionHead>(): DataColumn<Row>[] {
  const { t } = useTranslation();
  const text = usePromotionTexts();
  return [
    { key: 'promDivision', title: t('promotion.column.promDivision'), width: 90, align: 'center', render: (r) => text.division(r) },
    {
      key: 'promState',
      title: t('promotion.column.promState'),
      width: 100,
      align: 'center',
      render: (r) => <Tag color={STATE_COLOR[r.promState]}>{text.state(r.promState)}</Tag>,
    },
    { key: 'reqDay', title: t('promotion.column.reqDay'), width: 190, align: 'center', render: (r) => dayPeriod(r.reqStartDt, r.reqEndDt) },
    { key: 'progDay', title: t('promotion.column.progDay'), width: 190, align: 'center', render: (r) => dayPeriod(r.progStartDt, r.progEndDt) },
    { key: 'discount', title: t('promotion.column.discount'), width: 130, align: 'right', render: (r) => text.discount(r) },
    { key: 'bearer', title: t('promotion.column.bearer'), width: 80, align: 'center', render: (r) => text.bearer(r) },
  ];
}
