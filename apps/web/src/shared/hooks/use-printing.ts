import { useEffect, useState } from 'react';

/**
 * Prints the page's print area while `printing` is set (the global print stylesheet hides everything
 * else), then resets. No pop-up window and no inline script.
 */
export function usePrinting(): [printing: boolean, print: () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    // Browsers that print synchronously never fire afterprint before print() returns.
    const timer = setTimeout(done, 1000);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  return [printing, () => setPrinting(true)];
}
