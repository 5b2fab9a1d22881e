import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { leaveQuestion, useLeaveGuard } from './leave-guard';

const at = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('useLeaveGuard', () => {
  it('asks for a screen only while it holds edits, and the browser asks before unloading it', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useLeaveGuard(dirty, '저장하지 않은 변경이 있습니다.'), {
      initialProps: { dirty: false },
      wrapper: at('/product/productOptionList?qtyMin=1'),
    });
    expect(leaveQuestion(['/product/productOptionList?qtyMin=1'])).toBeUndefined();
    rerender({ dirty: true });
    expect(leaveQuestion(['/home', '/product/productOptionList?qtyMin=1'])).toBe('저장하지 않은 변경이 있습니다.');
    expect(leaveQuestion(['/home'])).toBeUndefined();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    unmount();
    expect(leaveQuestion(['/product/productOptionList?qtyMin=1'])).toBeUndefined();
  });
});
