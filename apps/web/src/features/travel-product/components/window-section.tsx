import { isTravelWindowValid } from '@po/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/shared/date/range-picker';
import { useFeedback } from '@/shared/feedback/feedback';
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
  const { modal } = useFeedback();
  const start = value?.[0] ?? null;
  // A cancelled change remounts the picker: it would otherwise keep the range typed into it and commit it again.
  const [generation, setGeneration] = useState(0);

  const change = (next: Window) => {
    if (!hasCalendar()) return onChange?.(next);
    modal.confirm({
      title: t('travelProduct.field.window'),
      content: t('travelProduct.msg.windowChangeConfirm'),
      okButtonProps: { 'data-testid': 'travel-window-confirm-ok' },
      cancelButtonProps: { 'data-testid': 'travel-window-confirm-cancel' },
      onOk: () => {
        onWipe();
        onChange?.(next);
      },
      onCancel: () => setGeneration((g) => g + 1),
    });
  };

  return (
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
