import { CloseCircleOutlined, MinusCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TabItem } from './tab-item';
import { useTabCommands } from './use-tab-commands';
import { tabActions, useTabs } from './tab-store';
import { setScreenCloser } from '@/shared/routing/leave-form';

/** The open-tab bar with its actions (spec access §2). */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = useTabs();
  const navigate = useNavigate();
  const { currentPath, close, closeOthers, closeAll, refresh } = useTabCommands();
  const listRef = useRef<HTMLDivElement>(null);

  // A saved form closes its own tab (`useLeaveForm`); the bar owns the tabs, so it hands the close over.
  useEffect(() => {
    setScreenCloser(tabActions.close);
    return () => setScreenCloser(null);
  }, []);

  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentPath]);

  return (
    <div className="po-tab-bar">
      <div className="po-tab-bar__list" role="tablist" aria-label={t('layout.tabs.label')} ref={listRef}>
        {tabs.map((tab) => (
          <TabItem
            key={tab.path}
            tab={tab}
            active={tab.path === currentPath}
            onOpen={(path) => void navigate(path)}
            onClose={close}
            onCloseOthers={closeOthers}
            onCloseAll={closeAll}
            onRefresh={refresh}
          />
        ))}
      </div>
      <Space size={2} className="po-tab-bar__actions">
        <Tooltip title={t('layout.tabs.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('layout.tabs.refresh')}
            data-testid="tab-refresh"
            onClick={() => refresh(currentPath)}
          />
        </Tooltip>
        <Tooltip title={t('layout.tabs.closeOthers')}>
          <Button
            type="text"
            size="small"
            icon={<MinusCircleOutlined />}
            aria-label={t('layout.tabs.closeOthers')}
            data-testid="tab-close-others"
            onClick={() => closeOthers(currentPath)}
          />
        </Tooltip>
        <Tooltip title={t('layout.tabs.closeAll')}>
          <Button
            type="text"
            size="small"
            icon={<CloseCircleOutlined />}
            aria-label={t('layout.tabs.closeAll')}
            data-testid="tab-close-all"
            onClick={closeAll}
          />
        </Tooltip>
      </Space>
    </div>
  );
}
