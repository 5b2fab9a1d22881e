import { GlobalOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { Text } from '@/shared/ui/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { modalTestId } from './modal-test-id';

const choiceStyle = { height: 'auto', padding: '16px 12px', whiteSpace: 'normal' as const, flex: 1 };

/** "Partner request": domestic goes to /Partner, overseas to /IntPartner. */
export function PartnerTypeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Modal
      open={open}
      title={t('login.partnerType.title')}
      onCancel={onClose}
      footer={null}
      width={480}
      destroyOnHidden
      modalRender={modalTestId('partner-type-modal')}
    >
      <Flex gap={12} wrap="wrap">
        <Button style={choiceStyle} onClick={() => choose('/Partner')} data-testid="partner-type-domestic">
          <Flex vertical align="center" gap={4}>
            <HomeOutlined style={{ fontSize: 24 }} aria-hidden />
            <Text strong>{t('login.partnerType.domestic')}</Text>
            <Text type="secondary">{t('login.partnerType.domesticDesc')}</Text>
          </Flex>
        </Button>
        <Button style={choiceStyle} onClick={() => choose('/IntPartner')} data-testid="partner-type-overseas">
          <Flex vertical align="center" gap={4}>
            <GlobalOutlined style={{ fontSize: 24 }} aria-hidden />
            <Text strong>{t('login.partnerType.overseas')}</Text>
            <Text type="secondary">{t('login.partnerType.overseasDesc')}</Text>
          </Flex>
        </Button>
      </Flex>
    </Modal>
  );
}
