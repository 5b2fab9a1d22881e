import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * What is printed while `printing` is set: a copy at the end of <body> in the global print area
 * (global.css: on paper only `.po-print-area` shows, the layout's menu, tabs and buttons do not).
 */
export function PrintArea({ printing, children, testId }: { printing: boolean; children: ReactNode; testId: string }) {
  if (!printing) return null;
  return createPortal(
    <div className="po-print-area po-settlement-print" data-testid={testId}>
      {children}
    </div>,
    document.body,
  );
}
