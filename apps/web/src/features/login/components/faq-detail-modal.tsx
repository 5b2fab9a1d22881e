import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Modal, Spin } from 'antd';
import { Paragraph, Text } from '@/shared/ui/typography';
import { useTranslation } from 'react-i18next';
import { faqDetailQuery } from '@/features/login/api/faq-detail';
import { formatDate } from '@/shared/format/date';
import { modalTestId } from './modal-test-id';

/** One FAQ with its answer; the answer is plain text, shown with its line breaks. */
export function FaqDetailModal({ seq, onClose }: { seq: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({ ...faqDetailQuery(i18n.language, seq ?? 0), enabled: seq !== null });
  const body = detail.isPending ? (
    <Flex justify="center" style={{ padding: 24 }} role="status">
      <Spin description={t('common.loading')} />
    </Flex>
  ) : detail.data ? (
    <>
      <Text type="secondary">{formatDate(detail.data.regDt)}</Text>
      <Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12, maxHeight: '60vh', overflowY: 'auto' }}>{detail.data.contents}</Paragraph>
    </>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('login.faq.failed')} />
  );
  return (
    <Modal
      open={seq !== null}
      title={detail.data ? `Q. ${detail.data.title}` : t('login.faq.detailTitle')}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      modalRender={modalTestId('faq-detail-modal')}
      footer={<Button onClick={onClose}>{t('common.button.close')}</Button>}
    >
      {body}
    </Modal>
  );
}
