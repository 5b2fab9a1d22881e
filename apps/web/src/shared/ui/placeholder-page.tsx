import { ToolOutlined } from '@ant-design/icons';
import { Descriptions, Empty } from 'antd';
import { Paragraph } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useRouteMeta } from '@/shared/routing/route-meta-context';
import { runtimeKey } from '@/shared/i18n/runtime-key';

/** Stands in for a business screen that is not built yet; shows what the route received. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const params = useParams();
  const { search } = useLocation();
  const query = [...new URLSearchParams(search).entries()];
  const paramEntries = Object.entries(params).filter(([, v]) => v !== undefined);
  const title = t(runtimeKey(meta?.titleKey ?? 'common.noName'));
  return (
    <Panel title={title} data-testid="placeholder-page">
      <Empty image={<ToolOutlined style={{ fontSize: 48 }} aria-hidden />} description={t('common.placeholder.building', { title })} />
      <Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('common.placeholder.hint')}
      </Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('common.placeholder.route')}>{meta?.name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('common.placeholder.params')}>
          {paramEntries.length ? paramEntries.map(([k, v]) => `${k}=${v}`).join(', ') : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('common.placeholder.query')}>{query.length ? query.map(([k, v]) => `${k}=${v}`).join(', ') : '-'}</Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}
