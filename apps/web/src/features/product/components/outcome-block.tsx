import { CheckCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { Text } from '@/shared/ui/typography';

interface OutcomeBlockProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  kind: 'success' | 'info';
  title: ReactNode;
  body?: ReactNode;
  actions: ReactNode;
}

/** A centred outcome (registered, nothing to register under) without antd's Result and its illustrations (11 kB gzipped). */
export function OutcomeBlock({ kind, title, body, actions, ...rest }: OutcomeBlockProps) {
  const { token } = theme.useToken();
  const Icon = kind === 'success' ? CheckCircleFilled : InfoCircleFilled;
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 16px', textAlign: 'center' }} role="status" {...rest}>
      <Icon aria-hidden style={{ fontSize: 56, color: kind === 'success' ? token.colorSuccess : token.colorPrimary }} />
      <div style={{ fontSize: token.fontSizeHeading4, fontWeight: 600 }}>{title}</div>
      {body && <Text type="secondary">{body}</Text>}
      <Flex gap={8} wrap justify="center">
        {actions}
      </Flex>
    </Flex>
  );
}
