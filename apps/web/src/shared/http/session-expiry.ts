import { notifier } from '@/shared/feedback/notifier';
import { i18n } from '@/shared/i18n/i18n';
import { abortAllPending } from './pending';

let alertOpen = false;
let onExpired: () => void = () => {};
let onAgreementRequired: () => void = () => {};

/** The app decides what "signed out" means (cookies, caches, tabs, navigation); the client only calls it. */
export function setSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

/** The app decides where a session that still owes its required agreements goes (/Necessary). */
export function setAgreementRequiredHandler(handler: () => void): void {
  onAgreementRequired = handler;
}

/** The server answered AGREEMENT_REQUIRED: nothing but the agreement step is served, so go there. */
export function requireAgreements(): void {
  abortAllPending();
  onAgreementRequired();
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
  onAgreementRequired = () => {};
}
