import type { Feedback } from './feedback';

/** What non-React code (the http client, session handling) may show. */
export interface Notifier {
  error(text: string, seconds: number): void;
  /** `key`: a later message with the same key replaces this one instead of stacking under it. */
  info(text: string, key?: string): void;
  alert(options: { title?: string; content: string; onOk: () => void }): void;
}

/** Wraps the antd message and modal hooks (FeedbackProvider) so the themed, translated message and modal work outside components. */
export function createAntdNotifier({ message, modal }: Feedback): Notifier {
  return {
    error: (text, seconds) => void message.error(text, seconds),
    info: (text, key) => void message.info(key ? { content: text, key } : text),
    alert: ({ title, content, onOk }) => {
      // One OK button, no outside click or Escape: the user must acknowledge (spec access §4).
      modal.warning({ title, content, onOk, keyboard: false, mask: { closable: false } });
    },
  };
}

// Until the provider wires antd, fall back to the console so early failures are not lost.
const consoleNotifier: Notifier = {
  error: (text) => console.error(text),
  info: (text) => console.info(text),
  alert: ({ content, onOk }) => {
    console.warn(content);
    onOk();
  },
};

let current: Notifier = consoleNotifier;

export function setNotifier(next: Notifier | null): void {
  current = next ?? consoleNotifier;
}

export const notifier: Notifier = {
  error: (text, seconds) => current.error(text, seconds),
  info: (text, key) => current.info(text, key),
  alert: (options) => current.alert(options),
};
