import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { THomeLink } from '../model/home-links';

/**
 * A count of the home: a link to the list filtered the same way (focusable, Enter opens it), or the bare number
 * with the reason in a tooltip where the viewer cannot open that list (a travel-only seller's returns).
 */
export function CountLink({ value, link, testId, suffix }: { value: number | string; link: THomeLink; testId: string; suffix?: string }) {
  const { t } = useTranslation();
  const text = typeof value === 'number' ? value.toLocaleString('en-US') : value;
  const shown = (
    <>
      <strong>{text}</strong>
      {suffix}
    </>
  );
  if (link.to !== null)
    return (
      <Link to={link.to} data-testid={testId}>
        {shown}
      </Link>
    );
  return (
    <Tooltip title={t(link.disabledReason === 'travel' ? 'dashboard.link.travelDisabled' : 'dashboard.link.forbidden')}>
      <span tabIndex={0} aria-disabled="true" data-testid={testId} data-disabled="true" style={{ cursor: 'not-allowed', opacity: 0.65 }}>
        {shown}
      </span>
    </Tooltip>
  );
}
