import { PRODUCT_QNA_MACHINE, allowedActions, ZQnaAnswerRequest, ZQnaTempSaveRequest } from '@po/contracts';
import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { formatDateTime } from '@/shared/format/date';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Paragraph } from '@/shared/ui/typography';
import { useProductQna, useSaveQnaAnswer } from '../api/product-qna';
import { AnswerForm } from './answer-form';

function DrawerBody({ prdQnaSq }: { prdQnaSq: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const one = useProductQna(prdQnaSq);
  const temp = useSaveQnaAnswer('temp');
  const final = useSaveQnaAnswer('answer');
  if (one.error) return <QueryFailed error={one.error} onRetry={() => void one.refetch()} />;
  if (!one.data) return <PageSpinner />;
  const q = one.data;
  // The buttons are the moves the state machine lists for this state (none once answered).
  const actions = allowedActions(PRODUCT_QNA_MACHINE, q.answerStsCd, 'seller');
  return (
    <>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('qna.field.prodNm')}>{`${q.prodNm} (${q.prodCd})`}</Descriptions.Item>
        <Descriptions.Item label={t('qna.field.qnaClassCd')}>{t(`qna.qnaClass.${q.qnaClassCd}`)}</Descriptions.Item>
        <Descriptions.Item label={t('qna.field.buyerNm')}>
          {q.buyerNm} {q.secretYn === 'Y' && <Tag>{t('qna.list.secret')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('qna.field.questionDt')}>
          {formatDateTime(q.questionDt)} {q.overdueYn === 'Y' && <Tag color="red">{t('qna.list.overdue')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('qna.field.answerType')}>
          <span data-testid="qna-drawer-status">{t(`qna.answerSts.${q.answerStsCd}`)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="qna-drawer-question">
        {q.question}
      </Paragraph>
      <AnswerForm
        key={`${q.prdQnaSq}-${q.answerStsCd}`}
        field="answer"
        initial={q.answer ?? ''}
        locked={!actions.includes('answer')}
        finalSchema={ZQnaAnswerRequest}
        onSave={async (answer) => {
          await final.mutateAsync({ prdQnaSq, answer });
          void message.success(t('qna.msg.answered'));
        }}
        {...(actions.includes('tempSave')
          ? {
              draft: {
                schema: ZQnaTempSaveRequest,
                onSave: async (answer: string) => {
                  await temp.mutateAsync({ prdQnaSq, answer });
                  void message.success(t('qna.msg.tempSaved'));
                },
              },
            }
          : {})}
        testId="qna-answer"
      />
    </>
  );
}

/** A product question and its answer box (the seller's productQna screen). */
export function QnaAnswerDrawer({ prdQnaSq, onClose }: { prdQnaSq: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={prdQnaSq !== null} title={t('qna.drawer.qnaTitle')} size={560} onClose={onClose} destroyOnHidden data-testid="qna-drawer">
      {prdQnaSq !== null && <DrawerBody prdQnaSq={prdQnaSq} />}
    </Drawer>
  );
}
