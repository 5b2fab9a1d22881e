import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addOptionValues } from '../model/option-rows';

export interface OptionValuesInputProps {
  value?: string[];
  onChange?: (values: string[]) => void;
  disabled?: boolean;
  /** Values that cannot be removed (an approved product's stored combinations use them). */
  fixed?: readonly string[];
  'data-testid'?: string;
}

/** An axis' values: typed one by one (Enter or the add button; commas split), each removable by its tag. */
export function OptionValuesInput({ value = [], onChange, disabled, fixed = [], 'data-testid': testId }: OptionValuesInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim() === '') return;
    onChange?.(addOptionValues(value, text));
    setText('');
  };
  return (
    <div data-testid={testId}>
      <Flex gap={8}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          disabled={disabled}
          maxLength={200}
          placeholder={t('product.help.optionValues')}
          data-testid={testId && `${testId}-input`}
        />
        <Button onClick={add} disabled={disabled} data-testid={testId && `${testId}-add`}>
          {t('product.action.addValue')}
        </Button>
      </Flex>
      <Flex wrap gap={4} style={{ marginTop: value.length > 0 ? 8 : 0 }}>
        {value.map((v) => (
          <Tag
            key={v}
            closable={!disabled && !fixed.includes(v)}
            onClose={(e) => {
              e.preventDefault();
              onChange?.(value.filter((x) => x !== v));
            }}
            closeIcon={<span aria-label={t('product.action.removeValue', { value: v })}>×</span>}
            data-testid={testId && `${testId}-tag`}
          >
            {v}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}
