import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabEntry } from './tab-state';
import { runtimeKey } from '@/shared/i18n/runtime-key';

export interface TabItemProps {
  tab: TabEntry;
  active: boolean;
  onOpen: (path: string) => void;
  onClose: (path: string) => void;
  onCloseOthers: (path: string) => void;
  onCloseAll: () => void;
  onRefresh: (path: string) => void;
}

/** One tab: click or Enter opens, middle click or Delete closes, right click shows the actions. */
export function TabItem({ tab, active, onOpen, onClose, onCloseOthers, onCloseAll, onRefresh }: TabItemProps) {
  const { t } = useTranslation();
  const title = t(runtimeKey(tab.title));
  const menu: MenuProps = {
    items: [
      { key: 'refresh', label: t('layout.tabs.refresh') },
      { key: 'close', label: t('layout.tabs.closeTab'), disabled: tab.affix },
      { key: 'closeOthers', label: t('layout.tabs.closeOthers') },
      { key: 'closeAll', label: t('layout.tabs.closeAll') },
    ],
    onClick: ({ key }) => {
      if (key === 'refresh') onRefresh(tab.path);
      if (key === 'close') onClose(tab.path);
      if (key === 'closeOthers') onCloseOthers(tab.path);
      if (key === 'closeAll') onCloseAll();
    },
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(tab.path);
    } else if (e.key === 'Delete' && !tab.affix) {
      onClose(tab.path);
    }
  };
  const onAuxClick = (e: MouseEvent) => {
    if (e.button === 1 && !tab.affix) {
      e.preventDefault();
      onClose(tab.path);
    }
  };

  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <div
        role="tab"
        tabIndex={0}
        aria-selected={active}
        className={active ? 'po-tab po-tab--active' : 'po-tab'}
        data-testid={`tab-${tab.path}`}
        data-path={tab.path}
        onClick={() => onOpen(tab.path)}
        onKeyDown={onKeyDown}
        // Middle button down would start auto-scroll in some browsers.
        onMouseDown={(e) => e.button === 1 && e.preventDefault()}
        onAuxClick={onAuxClick}
      >
        <span className="po-tab__title">{title}</span>
        {!tab.affix && (
          <button
            type="button"
            className="po-tab__close"
            aria-label={t('layout.tabs.close', { title })}
            data-testid={`tab-close-${tab.path}`}
            onClick={(e) => {
              e.stopPropagation();
              onClose(tab.path);
            }}
          >
            <CloseOutlined aria-hidden />
          </button>
        )}
      </div>
    </Dropdown>
  );
}
