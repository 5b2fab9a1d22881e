import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@po/contracts';
import { i18n, i18nReady } from '@/shared/i18n/i18n';
import { MESSAGE_NAMESPACES } from '@/shared/i18n/message-backend';

// antd reads media queries and element sizes; jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not implement pseudo-element styles; antd's modal asks for them to measure the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

window.scrollTo = () => {};
if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {} });

// findBy*/waitFor wait for a state, not for a time: the limit only bounds how long a state may take to come.
// On a loaded machine antd's first render under jsdom was seen to take over the default second, and a
// dialog's rows 10-18 s beside a CPU hog, CI's journeys and builds.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());

// Texts load lazily per language and namespace in the app; tests render components directly, so the whole
// catalogue of both languages is loaded once before any test (the app waits for i18nReady the same way).
await i18nReady;
await i18n.loadLanguages([...LANGUAGES]);
await i18n.loadNamespaces([...MESSAGE_NAMESPACES]);
