import { PaperClipOutlined } from '@ant-design/icons';
import type { TNoticePopupRow } from '@po/contracts';
import { Button, Checkbox, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBlob } from '@/shared/http/download';
import { hideUntil, noticeHiddenUntil, noticeHideKey } from './popup-suppression';

export interface NoticePopupProps {
  notice: TNoticePopupRow;
  mgrId: string;
  /** "1 / 3" when several notices are shown one after another. */
  position: { index: number; total: number };
  now: () => Date;
  onClose: () => void;
}

/**
 * One popup notice (business-area §2, §4): its contents and attachments, "do not show for 7 days" and close.
 * The contents are the notice's HTML as the server sanitised it when the operator saved it.
 */
export function NoticePopup({ notice, mgrId, position, now, onClose }: NoticePopupProps) {
  const { t } = useTranslation();
  const [hide, setHide] = useState(false);
  const close = () => {
    if (hide) hideUntil(noticeHideKey(mgrId, notice.bulletinSq), noticeHiddenUntil(now()));
    onClose();
  };
  const footer = (
    <Flex justify="space-between" align="center">
      <Checkbox checked={hide} onChange={(e) => setHide(e.target.checked)} data-testid="notice-popup-hide">
        {t('popup.notice.hide7Days')}
      </Checkbox>
      <Flex gap={8} align="center">
        {position.total > 1 && <span>{t('popup.notice.counter', { index: position.index + 1, total: position.total })}</span>}
        <Button onClick={close} data-testid="notice-popup-close">
          {t('popup.notice.close')}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Modal open title={notice.title} width={750} onCancel={close} footer={footer} mask={{ closable: false }} destroyOnHidden>
      <div data-testid={`notice-popup-${notice.bulletinSq}`}>
        <div className="po-notice-contents" style={{ maxHeight: 480, overflowY: 'auto' }} dangerouslySetInnerHTML={{ __html: notice.contents }} />
        {notice.fileList.length > 0 && (
          <Flex vertical gap={4} style={{ marginTop: 12 }} aria-label={t('popup.notice.attachments')}>
            {notice.fileList.map((f) => (
              <Button
                key={f.fileSq}
                type="link"
                icon={<PaperClipOutlined />}
                style={{ padding: 0, justifyContent: 'flex-start' }}
                onClick={() => void getBlob(`/notice/file/${f.fileSq}`, { downloadName: f.fileName })}
              >
                {f.fileName}
              </Button>
            ))}
          </Flex>
        )}
      </div>
    </Modal>
  );
}
