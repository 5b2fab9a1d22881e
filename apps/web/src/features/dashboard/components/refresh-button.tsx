import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A card's refresh: calls the card's own part again (not /dashboard/all). */
export function RefreshButton({ onClick, loading, testId }: { onClick: () => unknown; loading: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="text"
      icon={<ReloadOutlined spin={loading} />}
      aria-label={t('dashboard.refresh')}
      title={t('dashboard.refresh')}
      disabled={loading}
      onClick={() => void onClick()}
      data-testid={testId}
    />
  );
}
