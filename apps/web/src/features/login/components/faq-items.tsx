import type { TFaqMainItem } from '@po/contracts';
import { Empty, Flex, Spin, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulDayOf } from '@/shared/date/seoul-day';

interface FaqItemsProps {
  items: TFaqMainItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (seq: number) => void;
}

const itemStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  width: '100%',
  padding: '8px 4px',
  border: 0,
  borderBottom: '1px solid #f0f0f0',
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
};

// Plain spans rather than antd's Typography.Text: its ellipsis brings Tooltip and the editable TextArea along.
const titleStyle: CSSProperties = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** A FAQ title list with its loading, failed and empty states; a title opens the detail. */
export function FaqItems({ items, loading, failed, onOpen }: FaqItemsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (loading && !items) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 160 }} role="status">
        <Spin description={t('common.loading')} />
      </Flex>
    );
  }
  if (!items || items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={failed ? t('login.faq.failed') : t('login.faq.empty')} data-testid="faq-empty" />;
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
      {items.map((item) => (
        <li key={item.seq}>
          <button type="button" style={itemStyle} onClick={() => onOpen(item.seq)} data-testid={`faq-item-${item.seq}`}>
            <span style={titleStyle} title={item.title}>
              Q. {item.title}
            </span>
            <span style={{ flex: 'none', color: token.colorTextSecondary }}>{seoulDayOf(item.regDt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
