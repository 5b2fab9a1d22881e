import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddPhoneForm, type AddPhoneFormProps } from './add-phone-form';
import { modalTestId } from './modal-test-id';
import { AUTH_MODAL_WIDTH } from './sms-auth-modal';

/** The add-phone popup: the same frame as the SMS popup (565 px, closed only by its buttons). */
export function AddPhoneModal({ open, openKey, ...formProps }: AddPhoneFormProps & { open: boolean; openKey: number }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('login.addPhone.title')}
      width={AUTH_MODAL_WIDTH}
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      footer={null}
      destroyOnHidden
      modalRender={modalTestId('add-phone-modal')}
    >
      {open && <AddPhoneForm key={openKey} {...formProps} />}
    </Modal>
  );
}
