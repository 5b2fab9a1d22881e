import { notifier } from '@/shared/feedback/notifier';
import { i18n } from '@/shared/i18n/i18n';
import { abortAllPending } from './pending';

let alertOpen = false;
let onExpired: () => void = () => {};

/** The app decides what "signed out" means (cookies, caches, tabs, navigation); the client only calls it. */
export function setSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

/**
 * spec access §4 and §8: cancel every call in flight, show ONE alert however many calls failed, and on OK
 * sign out locally. Calls started after this use fresh controllers.
 */
export function expireSession(displayMessage: string | undefined): void {
  abortAllPending();
  if (alertOpen) return;
  alertOpen = true;
  notifier.alert({
    title: i18n.t('framework.session.title'),
    content: displayMessage || i18n.t('framework.session.expired'),
    onOk: () => {
      alertOpen = false;
      onExpired();
    },
  });
}

/** Test hook: forget an alert left open by a previous test. */
export function resetSessionExpiry(): void {
  alertOpen = false;
  onExpired = () => {};
}
