import type { TSoldOutPopupReply } from '@po/contracts';
import { Button, Checkbox, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Paragraph } from '@/shared/ui/typography';
import { hideUntil, soldOutHiddenUntil, soldOutHideKey } from './popup-suppression';
import { SoldOutTable } from './sold-out-table';

export interface SoldOutPopupProps {
  data: TSoldOutPopupReply;
  mgrId: string;
  supplyEntrCd: string;
  now: () => Date;
  onClose: () => void;
}

/**
 * The sold-out-soon popup (business-area §2, §4): the first page of the grid with the counts, "do not show today"
 * (until the end of the Seoul day) and the full list (/soldOutPopup/:supplyEntrCd).
 */
export function SoldOutPopup({ data, mgrId, supplyEntrCd, now, onClose }: SoldOutPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hide, setHide] = useState(false);
  const close = () => {
    if (hide) hideUntil(soldOutHideKey(mgrId), soldOutHiddenUntil(now()));
    onClose();
  };
  const openAll = () => {
    close();
    void navigate(`/soldOutPopup/${encodeURIComponent(supplyEntrCd)}`);
  };
  const footer = (
    <Flex justify="space-between" align="center">
      <Checkbox checked={hide} onChange={(e) => setHide(e.target.checked)} data-testid="sold-out-popup-hide">
        {t('popup.soldOut.hideToday')}
      </Checkbox>
      <Flex gap={8}>
        <Button onClick={openAll} data-testid="sold-out-popup-more">
          {t('popup.soldOut.more')}
        </Button>
        <Button type="primary" onClick={close} data-testid="sold-out-popup-close">
          {t('popup.soldOut.close')}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Modal open title={t('popup.soldOut.title')} width={750} onCancel={close} footer={footer} mask={{ closable: false }} destroyOnHidden>
      <Flex vertical gap={12} data-testid="sold-out-popup">
        <Paragraph style={{ margin: 0 }}>{t('popup.soldOut.intro', { soldOutCnt: data.soldOutCnt, ordCnt: data.ordCnt })}</Paragraph>
        <SoldOutTable rows={data.list} />
      </Flex>
    </Modal>
  );
}
