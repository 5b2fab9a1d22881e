import { Button, Flex, theme } from 'antd';
import { useState } from 'react';
import type { RichTextLabels } from './rich-text-labels';
import { toSafeHref } from './safe-link';

interface LinkBarProps {
  labels: RichTextLabels;
  /** The address of the link under the cursor, to change or remove it. */
  current: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
  testId: string;
}

/** The address box under the toolbar: Enter applies, Escape closes; only http(s) addresses are taken. */
export function LinkBar({ labels, current, onApply, onRemove, onClose, testId }: LinkBarProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const href = toSafeHref(text);
    if (!href) return setInvalid(true);
    onApply(href);
  };
  return (
    <div style={{ padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }} data-testid={`${testId}-linkbar`}>
      <Flex gap={6} align="center" wrap>
        <input
          autoFocus
          value={text}
          placeholder="https://"
          aria-label={labels.linkAddress}
          aria-invalid={invalid}
          className="po-rich-text-input"
          style={{ width: 320 }}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') onClose();
          }}
          data-testid={`${testId}-link-input`}
        />
        <Button size="small" type="primary" onClick={apply} data-testid={`${testId}-link-apply`}>
          {labels.linkApply}
        </Button>
        {current && (
          <Button size="small" onClick={onRemove} data-testid={`${testId}-link-remove`}>
            {labels.linkRemove}
          </Button>
        )}
        <Button size="small" type="text" onClick={onClose}>
          {labels.linkCancel}
        </Button>
      </Flex>
      {invalid && (
        <div role="alert" style={{ color: token.colorError, marginTop: 4 }} data-testid={`${testId}-link-error`}>
          {labels.linkInvalid}
        </div>
      )}
    </div>
  );
}
