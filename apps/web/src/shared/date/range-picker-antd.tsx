import { DatePicker } from 'antd';

/** antd's range picker in a chunk of its own (about 32 kB gzipped): see `DateRangePicker`. */
export default DatePicker.RangePicker;
