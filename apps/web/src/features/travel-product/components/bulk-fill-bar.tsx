import { Button, Checkbox, Flex, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/shared/date/range-picker';
import { weekdayKey, type BulkFill, type SaleYn } from '../model/calendar';
import { isoDay } from '../model/travel-form';
import type { GridRoom } from './calendar-grid';

interface BulkFillBarProps {
  rooms: readonly GridRoom[];
  nights: readonly string[];
  onApply: (fill: BulkFill) => void;
  disabled?: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** Fills the chosen rooms' nights (a range, some weekdays) with a price, a stock and a sale flag in one action. */
export function BulkFillBar({ rooms, nights, onApply, disabled }: BulkFillBarProps) {
  const { t } = useTranslation();
  const [roomKeys, setRoomKeys] = useState<string[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [price, setPrice] = useState<number | null>(null);
  const [stockQty, setStock] = useState<number | null>(null);
  const [saleYn, setSaleYn] = useState<SaleYn | null>('Y');

  const apply = () => {
    const keys = roomKeys.length > 0 ? roomKeys.filter((k) => rooms.some((r) => r.key === k)) : rooms.map((r) => r.key);
    onApply({
      roomKeys: keys,
      from: isoDay(range?.[0]) || (nights[0] ?? ''),
      to: isoDay(range?.[1]) || (nights[nights.length - 1] ?? ''),
      weekdays,
      price,
      stockQty,
      saleYn,
    });
  };

  return (
    <Flex wrap gap={8} align="center" data-testid="travel-bulk">
      <Select
        mode="multiple"
        allowClear
        style={{ minWidth: 200 }}
        placeholder={t('travelProduct.bulk.allRooms')}
        options={rooms.map((r, i) => ({ value: r.key, label: r.roomNm || `#${i + 1}` }))}
        value={roomKeys}
        onChange={setRoomKeys}
        disabled={disabled}
        aria-label={t('travelProduct.bulk.rooms')}
        data-testid="travel-bulk-rooms"
      />
      <DateRangePicker value={range} onChange={(v) => setRange(v)} disabled={disabled} data-testid="travel-bulk-range" />
      <Checkbox.Group
        value={weekdays}
        onChange={(v) => setWeekdays(v)}
        disabled={disabled}
        options={WEEKDAYS.map((d) => ({ value: d, label: t(weekdayKey(d)) }))}
        data-testid="travel-bulk-weekdays"
      />
      <InputNumber
        min={1}
        placeholder={t('travelProduct.field.price')}
        value={price}
        onChange={setPrice}
        disabled={disabled}
        aria-label={t('travelProduct.field.price')}
        data-testid="travel-bulk-price"
      />
      <InputNumber
        min={0}
        placeholder={t('travelProduct.field.stockQty')}
        value={stockQty}
        onChange={setStock}
        disabled={disabled}
        aria-label={t('travelProduct.field.stockQty')}
        data-testid="travel-bulk-stock"
      />
      <Select
        style={{ width: 110 }}
        value={saleYn}
        onChange={setSaleYn}
        disabled={disabled}
        aria-label={t('travelProduct.field.saleYn')}
        options={[
          { value: 'Y', label: t('travelProduct.saleYn.Y') },
          { value: 'N', label: t('travelProduct.saleYn.N') },
        ]}
        data-testid="travel-bulk-sale"
      />
      <Button onClick={apply} disabled={disabled || nights.length === 0} data-testid="travel-bulk-apply">
        {t('travelProduct.bulk.apply')}
      </Button>
    </Flex>
  );
}
