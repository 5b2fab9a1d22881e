import type { TAuthPhoneItem } from '@po/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { modalTestId } from './modal-test-id';
import { SmsAuthForm, type SmsAuthFormProps } from './sms-auth-form';

/** spec access §2 "Other widgets": 565 px, no outside click, no Escape, no close icon; only its cancel button. */
export const AUTH_MODAL_WIDTH = 565;

interface SmsAuthModalProps extends Omit<SmsAuthFormProps, 'phones'> {
  /** Open while set; each opening starts a fresh form. */
  phones: TAuthPhoneItem[] | null;
  /** Changes at every opening so the form resets even when the same list comes back. */
  openKey: number;
}

export function SmsAuthModal({ phones, openKey, ...formProps }: SmsAuthModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={phones !== null}
      title={t('login.sms.title')}
      width={AUTH_MODAL_WIDTH}
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      footer={null}
      destroyOnHidden
      modalRender={modalTestId('sms-modal')}
    >
      {phones && <SmsAuthForm key={openKey} phones={phones} {...formProps} />}
    </Modal>
  );
}
