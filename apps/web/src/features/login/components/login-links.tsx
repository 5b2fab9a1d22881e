import { DownloadOutlined, MessageOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { publicFileUrl } from '@/shared/constants/links';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

const PartnerTypeModal = lazyDialog(
  () => import('./partner-type-modal').then((m) => m.PartnerTypeModal),
  (p) => p.open,
);

/** The partner guide served by the public download endpoint. */
export const PARTNER_GUIDE_PATH = 'guide/partner-guide.pdf';

/** Guide download, partner request (type choice) and QnA request (inquiry form). */
export function LoginLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const guideName = `${t('login.links.guideFileName')}.pdf`;
  return (
    <Flex gap={8} wrap="wrap">
      <Button icon={<DownloadOutlined aria-hidden />} href={publicFileUrl(PARTNER_GUIDE_PATH, guideName)} download={guideName} data-testid="guide-download">
        {t('login.links.guide')}
      </Button>
      <Button icon={<ShopOutlined aria-hidden />} onClick={() => setChoosing(true)} data-testid="partner-request">
        {t('login.links.partner')}
      </Button>
      <Button icon={<MessageOutlined aria-hidden />} onClick={() => void navigate('/Enterinquire')} data-testid="qna-request">
        {t('login.links.inquiry')}
      </Button>
      <PartnerTypeModal open={choosing} onClose={() => setChoosing(false)} />
    </Flex>
  );
}
