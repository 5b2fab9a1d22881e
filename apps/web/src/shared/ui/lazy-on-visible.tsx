import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { PageSpinner } from './page-spinner';

/**
 * A section below the fold whose code loads when it comes within a screen's height of the view (a history
 * table under a page's forms): the page's first paint does not wait for, or download, what nobody sees yet. Without
 * IntersectionObserver (old browsers, jsdom) it loads at once.
 */
export function lazyOnVisible<P extends object>(load: () => Promise<ComponentType<P>>, minHeight = 200): ComponentType<P> {
  const Section = lazy(() => load().then((component) => ({ default: component })));
  function LazySection(props: P) {
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    const anchor = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = anchor.current;
      if (near || !el) return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' });
      observer.observe(el);
      return () => observer.disconnect();
    }, [near]);
    const placeholder = <div ref={anchor} style={{ minHeight }} aria-busy="true" />;
    if (!near) return placeholder;
    return <Suspense fallback={<PageSpinner />}>{createElement(Section, props)}</Suspense>;
  }
  return LazySection;
}
