import type { TSupplyCsRow } from '@po/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import type { DataColumn } from '@/shared/ui/data-table';
import { CsTargetTag } from './cs-target-tag';

/** The CS inquiry columns the seller's and the operator's lists share. */
export function useCsColumns<T extends TSupplyCsRow>(): DataColumn<T>[] {
  const { t } = useTranslation();
  return [
    { key: 'supplyCsSq', title: t('qna.field.prdQnaSq'), dataIndex: 'supplyCsSq', width: 70 },
    {
      key: 'stsCd',
      title: t('qna.field.stsCd'),
      width: 110,
      render: (r) => (
        <>
          <span data-testid={`cs-status-${r.supplyCsSq}`}>{t(`qna.csSts.${r.stsCd}`)}</span> {r.ugntYn === 'Y' && <Tag color="red">{t('qna.list.urgent')}</Tag>}
        </>
      ),
    },
    { key: 'rspnDivCd', title: t('qna.field.rspnDivCd'), width: 110, render: (r) => t(`qna.rspnDiv.${r.rspnDivCd}`) },
    { key: 'inqrCont', title: t('qna.field.inqrCont'), width: 280, ellipsis: true, dataIndex: 'inqrCont' },
    { key: 'ordNo', title: t('qna.field.ordNo'), width: 140, render: (r) => r.ordNo ?? '-' },
    { key: 'regDt', title: t('qna.field.regDt'), width: 150, render: (r) => formatDateTime(r.regDt) },
    { key: 'clsnFixDt', title: t('qna.field.clsnFixDt'), width: 150, render: (r) => formatDateTime(r.clsnFixDt) },
    { key: 'target', title: t('qna.field.target'), width: 150, render: (r) => <CsTargetTag row={r} /> },
  ];
}
