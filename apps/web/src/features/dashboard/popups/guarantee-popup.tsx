import { Button, Checkbox, Flex, Modal, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { isCancelledError } from '@/shared/http/errors';
import { TermsDocument } from '@/shared/ui/terms-document';
import { Paragraph } from '@/shared/ui/typography';
import { useSaveGrntSrvc } from './popup-api';

export interface GuaranteePopupProps {
  open: boolean;
  /** Closed without saving ("later"): shown again at the next sign-in while still due. */
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The guarantee-service terms popup (business-area §4, §5): the terms, its own agreement checkbox (message 6 of the
 * necessary screen when unticked), a confirm prompt, then the necessary save with `{ grntSrvcAgrmYn: 'Y' }` alone.
 */
export function GuaranteePopup({ open, onClose, onSaved }: GuaranteePopupProps) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [agreed, setAgreed] = useState(false);
  const save = useSaveGrntSrvc();

  const submit = async () => {
    try {
      await save.mutateAsync();
    } catch (error) {
      if (!isCancelledError(error)) modal.error({ title: t('necessary.guarantee.title'), content: t('necessary.msg.msg4') });
      return;
    }
    void message.success(t('necessary.msg.saved'));
    onSaved();
  };

  const onSave = () => {
    if (!agreed) {
      modal.warning({ title: t('necessary.guarantee.title'), content: t('necessary.msg.msg6') });
      return;
    }
    modal.confirm({
      title: t('necessary.guarantee.title'),
      content: t('necessary.guarantee.confirm'),
      okButtonProps: { 'data-testid': 'guarantee-confirm-ok' },
      onOk: submit,
    });
  };

  const footer = [
    <Button key="later" onClick={onClose} data-testid="guarantee-later">
      {t('necessary.guarantee.later')}
    </Button>,
    <Button key="save" type="primary" loading={save.isPending} onClick={onSave} data-testid="guarantee-save">
      {t('necessary.guarantee.save')}
    </Button>,
  ];

  return (
    <Modal open={open} title={t('necessary.guarantee.title')} width={760} onCancel={onClose} footer={footer} mask={{ closable: false }} destroyOnHidden>
      <Flex vertical gap={12} data-testid="guarantee-popup">
        <Paragraph style={{ margin: 0 }}>{t('necessary.guarantee.intro')}</Paragraph>
        <Suspense fallback={<Spin />}>
          <TermsDocument id="guarantee" maxHeight={360} />
        </Suspense>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="guarantee-agree">
          {t('necessary.guarantee.agree')}
        </Checkbox>
      </Flex>
    </Modal>
  );
}
