import { Segmented, theme } from 'antd';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from '@po/contracts';
import { cellKey, isCellComplete, monthsOf, weekdayKey, type Calendar, type DayCell } from '../model/calendar';

export interface GridRoom {
  key: string;
  roomNm: string;
}

interface CalendarGridProps {
  rooms: readonly GridRoom[];
  nights: readonly string[];
  value: Calendar;
  onChange: (next: Calendar) => void;
  disabled?: boolean;
}

const cellStyle = { width: 84, padding: 2, verticalAlign: 'top' } as const;
const inputStyle = { width: '100%', boxSizing: 'border-box', fontSize: 12 } as const;
const num = (e: ChangeEvent<HTMLInputElement>): number | null => (e.target.value === '' ? null : Number(e.target.value));

/**
 * The rooms × nights grid, one month at a time (a 6-month, 30-room window is 5,400 cells: a month of them renders
 * at once, plain inputs so tabbing runs across a room's nights). An incomplete cell is outlined in the error colour.
 */
export function CalendarGrid({ rooms, nights, value, onChange, disabled }: CalendarGridProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const months = useMemo(() => monthsOf(nights), [nights]);
  const [chosen, setMonth] = useState<string | undefined>(undefined);
  const month = chosen && months.includes(chosen) ? chosen : months[0];
  const days = useMemo(() => nights.filter((d) => d.startsWith(month ?? '-')), [nights, month]);

  const set = (roomKey: string, stayDt: string, part: DayCell) => {
    const k = cellKey(roomKey, stayDt);
    onChange({ ...value, [k]: { ...value[k], ...part } });
  };

  return (
    <div data-testid="travel-calendar">
      <Segmented options={months.map((m) => ({ label: m, value: m }))} value={month} onChange={(m) => setMonth(m)} data-testid="travel-calendar-months" />
      <div style={{ overflowX: 'auto', marginTop: 8 }}>
        <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
          <thead>
            <tr>
              <th style={{ position: 'sticky', left: 0, background: token.colorBgContainer, minWidth: 120 }}>{t('travelProduct.field.roomNm')}</th>
              {days.map((d) => (
                <th key={d} style={{ color: [0, 6].includes(weekdayOf(d)) ? token.colorError : undefined }}>
                  {d.slice(5)} {t(weekdayKey(weekdayOf(d)))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms.map((room, i) => (
              <tr key={room.key} data-testid={`travel-calendar-room-${i}`}>
                <th style={{ position: 'sticky', left: 0, background: token.colorBgContainer, textAlign: 'left' }}>{room.roomNm || `#${i + 1}`}</th>
                {days.map((d) => {
                  const c = value[cellKey(room.key, d)];
                  const label = `${room.roomNm || `#${i + 1}`} ${d}`;
                  return (
                    <td
                      key={d}
                      style={{ ...cellStyle, outline: isCellComplete(c) ? undefined : `1px solid ${token.colorErrorBorder}` }}
                      data-testid={`travel-cell-${i}-${d}`}
                    >
                      <input
                        type="number"
                        min={1}
                        style={inputStyle}
                        disabled={disabled}
                        aria-label={`${label} ${t('travelProduct.field.price')}`}
                        value={c?.price ?? ''}
                        onChange={(e) => set(room.key, d, { price: num(e) })}
                      />
                      <input
                        type="number"
                        min={0}
                        style={inputStyle}
                        disabled={disabled}
                        aria-label={`${label} ${t('travelProduct.field.stockQty')}`}
                        value={c?.stockQty ?? ''}
                        onChange={(e) => set(room.key, d, { stockQty: num(e) })}
                      />
                      <select
                        style={inputStyle}
                        disabled={disabled}
                        aria-label={`${label} ${t('travelProduct.field.saleYn')}`}
                        value={c?.saleYn ?? ''}
                        onChange={(e) => set(room.key, d, { saleYn: e.target.value === '' ? null : (e.target.value as 'Y' | 'N') })}
                      >
                        <option value="">-</option>
                        <option value="Y">{t('travelProduct.saleYn.Y')}</option>
                        <option value="N">{t('travelProduct.saleYn.N')}</option>
                      </select>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
