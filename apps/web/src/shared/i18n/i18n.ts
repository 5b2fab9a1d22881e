import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, SHELL_LIMITS, type TLanguage, type TMessageNamespace } from '@po/contracts';
import { MESSAGE_NAMESPACES, messageBackend } from './message-backend';
import { browserLanguages, resolveLanguage } from './resolve-language';

/** The long documents: loaded by the screens that show them (`useMessageNamespaces`), not at start. */
export const DOCUMENT_NAMESPACES = ['terms', 'privacy'] as const satisfies readonly TMessageNamespace[];

/**
 * What the first screen, sign-in, shows before anything else loads: its own texts and its dialogs'
 * (login, password, phone, step2, navGrid: the form rules' messages), and what any screen may show
 * from the start: common words, the http client's and session alerts (framework), form messages and
 * the error page. The server's failures come as its own `displayMessage` text.
 */
export const STARTUP_NAMESPACES = [
  'common',
  'framework',
  'form',
  'error',
  'login',
  'password',
  'phone',
  'step2',
  'navGrid',
] as const satisfies readonly TMessageNamespace[];

/**
 * The texts of one business area: only the pages that name them in the page registry load them, with the
 * page (`lazyPage(..., [namespaces])`), so a new area adds nothing to the pages of the others.
 * page-texts.test.ts holds every page to the feature namespaces its code and contracts use.
 */
export const FEATURE_NAMESPACES = [
  'brand',
  'product',
  'productEdit',
  'productReview',
  'productExcel',
  'productImage',
  'priceChange',
  'partner',
  'partnerJoin',
  'richText',
  'order',
  'orderList',
  'orderDetail',
  'claim',
  'invoiceUpload',
  'orderOps',
  'calculate',
  'calculatePage',
  // The settlement files' texts (Excel and PDF headings) are the server's: no page names them, so no screen loads them.
  'calculateFile',
  'calculateAdmin',
  'dashboard',
  'popup',
  'notice',
  'noticeAdmin',
  'qna',
  'qnaAdmin',
  'statistic',
  'promotion',
  'promotionAdmin',
  'travelProduct',
  'travelOrder',
] as const satisfies readonly TMessageNamespace[];
export type TFeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

/** Every other namespace: the signed-in frame and the other public pages load them before they show. */
export const SCREEN_NAMESPACES = MESSAGE_NAMESPACES.filter(
  (ns) => ![...DOCUMENT_NAMESPACES, ...STARTUP_NAMESPACES, ...FEATURE_NAMESPACES].some((other) => other === ns),
);

/** The one i18next instance; the http client reads its language for Accept-Language. */
export const i18n = i18next.createInstance();

/**
 * Resolves once the start namespaces of the chosen language are loaded; the app renders after it, so no
 * raw key is ever shown. A key's first part is its namespace (`login.msg.id` -> namespace `login`, key
 * `msg.id`): i18next splits on the namespace separator when it equals the key separator and the first part
 * names a known namespace.
 */
export const i18nReady = i18n
  .use(messageBackend)
  .use(initReactI18next)
  .init({
    lng: resolveLanguage(Cookies.get(COOKIE.language), browserLanguages()),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    showSupportNotice: false,
  })
  .then(() => undefined);

function applyLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/**
 * A screen's module together with the texts of the screens after sign-in (SCREEN_NAMESPACES), loaded in
 * parallel; the screen renders once both are there, so none of its texts is ever shown as its key.
 */
export function withScreenTexts<M>(module: Promise<M>): Promise<M> {
  return Promise.all([module, i18nReady.then(() => i18n.loadNamespaces([...SCREEN_NAMESPACES]))]).then(([loaded]) => loaded);
}

/** A page's module together with the texts of its business area, loaded in parallel (see FEATURE_NAMESPACES). */
export function withFeatureTexts<M>(module: Promise<M>, namespaces: readonly TFeatureNamespace[]): Promise<M> {
  if (namespaces.length === 0) return module;
  return Promise.all([module, i18nReady.then(() => i18n.loadNamespaces([...namespaces]))]).then(([loaded]) => loaded);
}

export function currentLanguage(): TLanguage {
  return LANGUAGES.find((l) => l === i18n.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Switches every visible text, antd and dayjs at once, and remembers the choice. i18next loads the new
 * language's namespaces (those loaded so far) before it announces the change, so texts switch in one step.
 */
export async function setLanguage(lang: TLanguage): Promise<void> {
  Cookies.set(COOKIE.language, lang, { expires: SHELL_LIMITS.rememberCookieDays, path: '/' });
  await i18n.changeLanguage(lang);
}
