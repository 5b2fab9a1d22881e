import { ZSupplyCsAnswerRequest, type TSupplyCsRow } from '@po/contracts';
import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { formatDateTime } from '@/shared/format/date';
import { Paragraph } from '@/shared/ui/typography';
import { useAnswerSupplyCs } from '../api/supply-cs';
import { AnswerForm } from './answer-form';
import { CsTargetTag } from './cs-target-tag';

/** A CS inquiry and the seller's one answer (the seller's supplyCs screen); `row` is the list's current row. */
export function CsAnswerDrawer({ row, onClose }: { row: TSupplyCsRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const answer = useAnswerSupplyCs();
  return (
    <Drawer open={row !== null} title={t('qna.drawer.csTitle')} size={560} onClose={onClose} destroyOnHidden data-testid="cs-drawer">
      {row && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('qna.field.ordNo')}>{row.ordNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('qna.field.rspnDivCd')}>
              {t(`qna.rspnDiv.${row.rspnDivCd}`)} {row.ugntYn === 'Y' && <Tag color="red">{t('qna.list.urgent')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('qna.field.regDt')}>{formatDateTime(row.regDt)}</Descriptions.Item>
            <Descriptions.Item label={t('qna.field.clsnFixDt')}>{formatDateTime(row.clsnFixDt)}</Descriptions.Item>
            <Descriptions.Item label={t('qna.field.target')}>
              <CsTargetTag row={row} />
            </Descriptions.Item>
          </Descriptions>
          <Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="cs-drawer-inquiry">
            {row.inqrCont}
          </Paragraph>
          <AnswerForm
            key={`${row.supplyCsSq}-${row.stsCd}`}
            field="rspnCont"
            initial={row.rspnCont ?? ''}
            locked={row.stsCd === 'ANSWERED'}
            finalSchema={ZSupplyCsAnswerRequest}
            onSave={async (rspnCont) => {
              await answer.mutateAsync({ supplyCsSq: row.supplyCsSq, rspnCont });
              void message.success(t('qna.msg.answered'));
            }}
            testId="cs-answer"
          />
        </>
      )}
    </Drawer>
  );
}
