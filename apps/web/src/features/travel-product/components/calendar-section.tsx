import { Alert, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBulkFill, incompleteCells, windowNights, type Calendar } from '../model/calendar';
import { windowOf, type TravelProductFormValues, type TravelRoomValues } from '../model/travel-form';
import { BulkFillBar } from './bulk-fill-bar';
import { CalendarGrid } from './calendar-grid';

interface CalendarControlProps {
  value?: Calendar;
  onChange?: (next: Calendar) => void;
  disabled?: boolean;
}

/** The calendar form value: the bulk bar above the grid, both over the rooms and nights the form holds now. */
function CalendarControl({ value = {}, onChange, disabled }: CalendarControlProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TravelProductFormValues>();
  // `preserve`: a room's `key` (what names its cells) is no form item, and a plain watch answers only the items'
  // values, so every row would read as keyless and no stored or typed cell would meet its room.
  const rooms = (Form.useWatch('rooms', { form, preserve: true }) as TravelRoomValues[] | undefined) ?? [];
  const rsvWindow = Form.useWatch('rsvWindow', form) as TravelProductFormValues['rsvWindow'] | undefined;
  const { rsvStartDt, rsvEndDt } = windowOf({ rsvWindow: rsvWindow ?? null });
  const nights = useMemo(() => windowNights(rsvStartDt, rsvEndDt), [rsvStartDt, rsvEndDt]);
  const gridRooms = rooms.filter(Boolean).map((r) => ({ key: r.key, roomNm: r.roomNm }));
  const missing = incompleteCells(
    value,
    gridRooms.map((r) => r.key),
    nights,
  ).length;

  if (nights.length === 0) return <Alert type="info" showIcon title={t('travelProduct.help.windowFirst')} data-testid="travel-calendar-empty" />;
  return (
    <>
      <BulkFillBar rooms={gridRooms} nights={nights} disabled={disabled} onApply={(fill) => onChange?.(applyBulkFill(value, nights, fill))} />
      <div style={{ marginTop: 8 }} data-testid="travel-calendar-missing" data-missing={missing}>
        {missing > 0 ? t('travelProduct.help.cellsMissing', { count: missing }) : t('travelProduct.help.cellsComplete')}
      </div>
      <CalendarGrid rooms={gridRooms} nights={nights} value={value} onChange={(next) => onChange?.(next)} disabled={disabled} />
    </>
  );
}

/** The calendar's form item: every room × night needs a price, a stock and a sale flag before the form is sent. */
export function CalendarSection({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="calendar" label={t('travelProduct.section.calendar')} required>
      <CalendarControl disabled={disabled} />
    </Form.Item>
  );
}
