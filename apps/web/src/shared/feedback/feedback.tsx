import { message as antdMessage, theme, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ModalHookApi } from './modal-host';

type ModalKind = 'info' | 'success' | 'error' | 'warning' | 'confirm';

/** The themed, translated alerts and confirms (antd's modal hook), opened by kind. */
export type ModalApi = Record<ModalKind, (config: ModalFuncProps) => void>;

export interface Feedback {
  /** Toasts (antd's message hook, at most 3 at once). */
  message: MessageInstance;
  modal: ModalApi;
}

const FeedbackContext = createContext<Feedback | null>(null);

const ModalHost = lazy(() => import('./modal-host').then((m) => ({ default: m.ModalHost })));

const MODAL_KINDS: readonly ModalKind[] = ['info', 'success', 'error', 'warning', 'confirm'];

/**
 * What antd's <App> gave the screens, without what they do not use: message toasts at once, and the
 * modal hook (Modal, its dialog and motion) loaded when the first alert or confirm opens; calls made
 * while it loads open in order once it is there. antd's notification is not used, so not loaded. Keeps
 * what <App>'s root element set: the theme's text colour, font, size and line height. Only the `antd`
 * entry is imported at run time: tests resolve it to antd's CommonJS build, and a component from
 * `antd/es` there would read another copy of ConfigProvider's context (theme and locale).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [message, messageHolder] = antdMessage.useMessage({ maxCount: 3 });
  const [hostWanted, setHostWanted] = useState(false);
  const api = useRef<ModalHookApi | null>(null);
  const queued = useRef<((ready: ModalHookApi) => void)[]>([]);

  const modal = useMemo(() => {
    const open = (kind: ModalKind) => (config: ModalFuncProps) => {
      if (api.current) {
        api.current[kind](config);
        return;
      }
      queued.current.push((ready) => {
        ready[kind](config);
      });
      setHostWanted(true);
    };
    return Object.fromEntries(MODAL_KINDS.map((kind) => [kind, open(kind)])) as ModalApi;
  }, []);

  const onReady = useCallback((ready: ModalHookApi) => {
    api.current = ready;
    const calls = queued.current;
    queued.current = [];
    for (const call of calls) call(ready);
  }, []);

  const value = useMemo(() => ({ message, modal }), [message, modal]);
  return (
    <FeedbackContext value={value}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {hostWanted && (
          <Suspense fallback={null}>
            <ModalHost onReady={onReady} />
          </Suspense>
        )}
        {messageHolder}
        {children}
      </div>
    </FeedbackContext>
  );
}

/** The toasts and modals of the nearest FeedbackProvider (what antd's `App.useApp()` gave). */
export function useFeedback(): Feedback {
  const feedback = use(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (AppProviders)');
  return feedback;
}
