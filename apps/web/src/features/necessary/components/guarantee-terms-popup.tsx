import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Modal } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsDocument } from '@/shared/ui/terms-document';
import { NECESSARY_INFO_KEY } from '../api/necessary-info';
import { useSaveAgreements } from './use-save-agreements';
import { useFeedback } from '@/shared/feedback/feedback';

export interface GuaranteeTermsPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The guarantee-service terms popup (spec business §4, §5): its own agreement checkbox (message 6 when
 * unticked), a confirm prompt, then `{ grntSrvcAgrmYn: 'Y' }`.
 */
export function GuaranteeTermsPopup({ open, onClose }: GuaranteeTermsPopupProps) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const { save, pending } = useSaveAgreements();

  const submit = async () => {
    if (!(await save({ grntSrvcAgrmYn: 'Y' }))) return;
    await queryClient.invalidateQueries({ queryKey: NECESSARY_INFO_KEY });
    void message.success(t('necessary.msg.saved'));
    onClose();
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
    <Button key="save" type="primary" loading={pending} onClick={onSave} data-testid="guarantee-save">
      {t('necessary.guarantee.save')}
    </Button>,
  ];

  return (
    <Modal open={open} title={t('necessary.guarantee.title')} width={760} onCancel={onClose} footer={footer} mask={{ closable: false }} destroyOnHidden>
      <Flex vertical gap={12} data-testid="guarantee-popup">
        <Paragraph style={{ margin: 0 }}>{t('necessary.guarantee.intro')}</Paragraph>
        <TermsDocument id="guarantee" maxHeight={360} />
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="guarantee-agree">
          {t('necessary.guarantee.agree')}
        </Checkbox>
      </Flex>
    </Modal>
  );
}
