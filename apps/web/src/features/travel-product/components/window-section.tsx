import { isTravelWindowValid } from '@po/contracts';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/shared/date/range-picker';
import { lastAllowedNight } from '../model/calendar';
import { isoDay, type TravelProductFormValues } from '../model/travel-form';

type Window = [Dayjs | null, Dayjs | null] | null;

interface WindowControlProps {
  value?: Window;
  onChange?: (next: Window) => void;
  disabled?: boolean;
  /** Asks before a change while the calendar holds entries (the update form's, or cells typed in already). */
  hasCalendar: () => boolean;
  /** Empties the calendar once the seller agreed. */
  onWipe: () => void;
}

/** The window picker: a change over a filled calendar asks first (travelProduct.msg.windowChangeConfirm), then wipes it. */
function WindowControl({ value, onChange, disabled, hasCalendar, onWipe }: WindowControlProps) {
  const { t } = useTranslation();
  const start = value?.[0] ?? null;
  // The change waiting for the seller's answer (undefined: none asked).
  const [pending, setPending] = useState<Window | undefined>(undefined);
  // A cancelled change remounts the picker: it would otherwise keep the range typed into it and commit it again.
  const [generation, setGeneration] = useState(0);

  const change = (next: Window) => {
    if (!hasCalendar()) return onChange?.(next);
    // Asked after the key event that committed the range: opened within it, the dialog took the focus and the same
    // Enter's keypress clicked its close button, so the question vanished unanswered.
    setTimeout(() => setPending(next), 0);
  };
  const confirm = () => {
    onWipe();
    onChange?.(pending ?? null);
    setPending(undefined);
  };
  const cancel = () => {
    setPending(undefined);
    setGeneration((g) => g + 1);
  };

  return (
    <>
      <DateRangePicker
        key={generation}
        value={value ?? null}
        onChange={(v) => change(v)}
        disabled={disabled}
        allowEmpty={[false, false]}
        // Once the first night is picked the last may be at most six months on.
        disabledDate={(d, info) => {
          const from = info.from ?? start;
          if (!from) return false;
          const day = isoDay(d);
          return day > lastAllowedNight(isoDay(from));
        }}
        data-testid="travel-window"
      />
      <Modal
        open={pending !== undefined}
        title={t('travelProduct.field.window')}
        onOk={confirm}
        onCancel={cancel}
        maskClosable={false}
        okButtonProps={{ 'data-testid': 'travel-window-confirm-ok' }}
        cancelButtonProps={{ 'data-testid': 'travel-window-confirm-cancel' }}
      >
        {t('travelProduct.msg.windowChangeConfirm')}
      </Modal>
    </>
  );
}

/** The reservation window (business-area §5, §9: at most 6 months); its rule is also the server's. */
export function WindowSection({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TravelProductFormValues>();
  const hasCalendar = () => Object.keys((form.getFieldValue('calendar') as object | undefined) ?? {}).length > 0;
  return (
    <Form.Item
      name="rsvWindow"
      label={t('travelProduct.field.window')}
      required
      extra={t('travelProduct.help.window')}
      rules={[
        {
          validator: (_, v: Window) => {
            if (!v?.[0] || !v[1]) return Promise.reject(new Error(t('travelProduct.msg.windowRequired')));
            return isTravelWindowValid(isoDay(v[0]), isoDay(v[1])) ? Promise.resolve() : Promise.reject(new Error(t('travelProduct.msg.windowMax')));
          },
        },
      ]}
    >
      <WindowControl disabled={disabled} hasCalendar={hasCalendar} onWipe={() => form.setFieldValue('calendar', {})} />
    </Form.Item>
  );
}
