import type { TPromotionHead } from '@po/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_COLOR, dayPeriod, usePromotionTexts } from '../model/promotion-texts';

/** The promotion's facts: type, stage, periods, discount and who bears it (the seller's detail and the operator's view). */
export function PromotionHead({ head }: { head: TPromotionHead }) {
  const { t } = useTranslation();
  const text = usePromotionTexts();
  const items = [
    { key: 'promCd', label: t('promotion.column.promCd'), children: head.promCd },
    { key: 'promDivision', label: t('promotion.column.promDivision'), children: text.division(head) },
    {
      key: 'promState',
      label: t('promotion.column.promState'),
      children: (
        <Tag color={STATE_COLOR[head.promState]} data-testid="promotion-head-state">
          {text.state(head.promState)}
        </Tag>
      ),
    },
    { key: 'reqDay', label: t('promotion.column.reqDay'), children: dayPeriod(head.reqStartDt, head.reqEndDt) },
    { key: 'progDay', label: t('promotion.column.progDay'), children: dayPeriod(head.progStartDt, head.progEndDt) },
    { key: 'discount', label: t('promotion.column.discount'), children: <span data-testid="promotion-head-discount">{text.discount(head)}</span> },
    { key: 'bearer', label: t('promotion.column.bearer'), children: <span data-testid="promotion-head-bearer">{text.bearer(head)}</span> },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="promotion-head" />;
}
