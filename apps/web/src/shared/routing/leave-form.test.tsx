import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenCloser, useLeaveForm } from './leave-form';

afterEach(() => setScreenCloser(null));

describe('useLeaveForm', () => {
  it("opens the saved item's page, then closes the form's tab", async () => {
    const closed = vi.fn();
    setScreenCloser(closed);
    let router!: ReturnType<typeof createMemoryRouter>;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/setting/deliveryPolicyForm/P0001?x=1'] });
      return <RouterProvider router={router} />;
    };
    const { result } = renderHook(() => useLeaveForm(), { wrapper });
    await act(() => result.current('/setting/deliveryPolicyDetail/P0001'));
    expect(router.state.location.pathname).toBe('/setting/deliveryPolicyDetail/P0001');
    expect(closed).toHaveBeenCalledWith('/setting/deliveryPolicyForm/P0001?x=1');
  });
});
