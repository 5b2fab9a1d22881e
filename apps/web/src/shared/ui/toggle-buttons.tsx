import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ToggleOption<V extends string> {
  value: V;
  label: ReactNode;
  testId?: string;
}

/**
 * Two or three fixed choices as pressed / unpressed buttons (the public pages' language, the FAQ's lists).
 * antd's Segmented would do the same and bring Tooltip (5 kB gzipped) to the sign-in page, the first screen.
 */
export function ToggleButtons<V extends string>({
  value,
  options,
  onChange,
  label,
  testId,
}: {
  value: V;
  options: readonly ToggleOption<V>[];
  onChange: (value: V) => void;
  label: string;
  testId?: string;
}) {
  return (
    <Flex role="group" aria-label={label} gap={4} data-testid={testId}>
      {options.map((o) => (
        <Button
          key={o.value}
          size="small"
          type={o.value === value ? 'default' : 'text'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          data-testid={o.testId}
        >
          {o.label}
        </Button>
      ))}
    </Flex>
  );
}
