import { Checkbox, Flex, Tag } from 'antd';
import { Panel } from '@/shared/ui/panel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AgreementBlockProps {
  title: string;
  required: boolean;
  /** The text agreed to. */
  children: ReactNode;
  agreeLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

/** One policy block of the necessary screen: title, required/optional tag, text and its checkbox. */
export function AgreementBlock({ title, required, children, agreeLabel, checked, onChange, testId }: AgreementBlockProps) {
  const { t } = useTranslation();
  return (
    <Panel
      size="small"
      title={
        <Flex gap={8} align="center">
          <span>{title}</span>
          <Tag color={required ? 'red' : 'default'}>{t(required ? 'necessary.tag.required' : 'necessary.tag.optional')}</Tag>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {children}
        <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId}>
          {agreeLabel}
        </Checkbox>
      </Flex>
    </Panel>
  );
}
