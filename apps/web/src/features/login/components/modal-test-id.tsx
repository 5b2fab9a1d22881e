import type { ReactNode } from 'react';

/** antd Modal passes no data attributes to its panel; this `modalRender` wraps the panel in one. */
export const modalTestId = (testId: string) => (node: ReactNode) => <div data-testid={testId}>{node}</div>;
