import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  max: number;
  onOk: (reason: string) => void;
  onCancel: () => void;
}

/** A reason before a rejection (or a request): required, up to `max` characters. */
export function ReasonDialog({ open, title, pending, max, onOk, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      destroyOnHidden
      confirmLoading={pending}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'travel-reason-ok' }}
      onOk={() => {
        if (reason.trim() === '') return setError(true);
        onOk(reason.trim());
      }}
    >
      <Input.TextArea
        rows={4}
        maxLength={max}
        showCount
        value={reason}
        status={error ? 'error' : undefined}
        aria-label={t('travelProduct.field.rejectReason')}
        onChange={(e) => {
          setReason(e.target.value);
          setError(false);
        }}
        data-testid="travel-reason"
      />
      {error && <div style={{ color: 'var(--ant-color-error)' }}>{t('travelProduct.msg.rejectReasonRequired')}</div>}
    </Modal>
  );
}
