import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { createAntdNotifier, setNotifier } from '@/shared/feedback/notifier';

/** Hands the themed antd message/modal of <App> to code outside components (the http client). */
export function NotifierBridge() {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => {
    setNotifier(createAntdNotifier({ message, modal }));
    return () => setNotifier(null);
  }, [message, modal]);
  return null;
}
