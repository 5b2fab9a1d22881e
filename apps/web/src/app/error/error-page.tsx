import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { appShownBefore } from '@/shared/routing/app-history';
import { SupportBox } from '@/shared/ui/support-box';

export type ErrorKind = 'notFound' | 'forbidden';

/**
 * Unknown path, crash or forbidden route (spec access §2): apology, go back (only when there is history
 * to go back to), home, and the support contacts.
 */
export function ErrorPage({ kind = 'notFound' }: { kind?: ErrorKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(t('error.title'));
  // An in-app navigation gives the entry a key; after a fresh page load there is history only if this tab
  // showed the app before.
  const canGoBack = location.key !== 'default' || (appShownBefore() && window.history.length > 1);
  return (
    <Flex justify="center" className="po-error-page" data-testid="error-page">
      <Result
        status={kind === 'forbidden' ? '403' : '404'}
        title={t('error.title')}
        subTitle={
          <>
            <div>{t(kind === 'forbidden' ? 'error.forbidden' : 'error.notFound')}</div>
            <div>{t('error.retry')}</div>
          </>
        }
        extra={
          <Flex vertical gap={16} align="center">
            <Flex gap={8} justify="center">
              {canGoBack && (
                <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} data-testid="error-go-back">
                  {t('error.back')}
                </Button>
              )}
              <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate('/home')} data-testid="error-go-home">
                {t('error.home')}
              </Button>
            </Flex>
            <SupportBox compact />
          </Flex>
        }
      />
    </Flex>
  );
}
