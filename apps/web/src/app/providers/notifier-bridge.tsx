import { useLayoutEffect } from 'react';
import { createAntdNotifier, setNotifier } from '@/shared/feedback/notifier';
import { useFeedback } from '@/shared/feedback/feedback';

/** Hands the themed antd message/modal of FeedbackProvider to code outside components (the http client). */
export function NotifierBridge() {
  const { message, modal } = useFeedback();
  useLayoutEffect(() => {
    setNotifier(createAntdNotifier({ message, modal }));
    return () => setNotifier(null);
  }, [message, modal]);
  return null;
}
