import { useEffect, useRef } from 'react';

export interface SelectBoxProps {
  checked: boolean;
  /** Some but not all rows chosen (the header's box); a property of the element, not an attribute. */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
  'data-testid'?: string;
}

/**
 * The row-selection box of the list kit: the browser's own checkbox in the theme's colour. antd's Checkbox
 * brought about 3.5 kB gzipped (its wave, icons and bubble lock) to every list page for a box per row.
 */
export function SelectBox({ checked, indeterminate = false, disabled, onChange, ...aria }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="po-select-box"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      aria-checked={indeterminate ? 'mixed' : checked}
      {...aria}
    />
  );
}
