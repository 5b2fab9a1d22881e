import { ORDER_LIMITS } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A popup asking one text of up to 1,000 characters with its counter (spec §5/§9): the recovery hold's reason,
 * the CS centre's release memo. Required: an empty text is refused here and by the server.
 */
export function ReasonModal(p: {
  open: boolean;
  /** The message shown when the text is left empty. */
  requiredKey?: 'claim.msg.holdReasonRequired' | 'claim.msg.releaseMemoRequired';
  title: string;
  label: string;
  testId: string;
  pending: boolean;
  onOk: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = text.trim() === '';
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={t('claim.action.save')}
      okButtonProps={{ loading: p.pending, ...({ 'data-testid': `${p.testId}-ok` } as object) }}
      onOk={() => {
        setTouched(true);
        if (!empty) p.onOk(text.trim());
      }}
      onCancel={p.onClose}
      afterClose={() => {
        setText('');
        setTouched(false);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={p.label}
          required
          validateStatus={touched && empty ? 'error' : ''}
          help={touched && empty ? t(p.requiredKey ?? 'claim.msg.holdReasonRequired') : undefined}
        >
          <Input.TextArea
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={ORDER_LIMITS.holdReasonMax}
            showCount
            data-testid={`${p.testId}-text`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
