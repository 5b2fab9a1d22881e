import { describe, expect, it, vi } from 'vitest';
import type { Feedback } from './feedback';
import { createAntdNotifier } from './notifier';

describe('notifier', () => {
  it('hands a keyed info to antd with its key, so a repeat replaces the message on screen', () => {
    const info = vi.fn();
    const notifier = createAntdNotifier({ message: { info }, modal: {} } as unknown as Feedback);
    notifier.info('탭은 최대 10개', 'tab-limit');
    notifier.info('저장되었습니다.');
    expect(info.mock.calls).toEqual([[{ content: '탭은 최대 10개', key: 'tab-limit' }], ['저장되었습니다.']]);
  });
});
