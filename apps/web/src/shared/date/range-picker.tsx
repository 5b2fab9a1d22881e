import { Input } from 'antd';
import type { DatePicker } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

const AntdRangePicker = lazy(() => import('./range-picker-antd'));

export type DateRangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

const DAY = 'YYYY-MM-DD';

/**
 * antd's range picker, fetched as the screen first renders instead of before it: a search screen or a form
 * shows and takes input at once, and the calendar's code (a third of a list screen's own weight) arrives
 * beside it. Until then the box shows the range read-only, in the picker's place and size.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const [from, to] = props.value ?? [];
  const text = from && to ? `${from.format(DAY)} ~ ${to.format(DAY)}` : '';
  const fallback = <Input readOnly value={text} disabled={props.disabled === true} style={{ width: 256, ...props.style }} aria-busy="true" />;
  return (
    <Suspense fallback={fallback}>
      <AntdRangePicker {...props} />
    </Suspense>
  );
}
