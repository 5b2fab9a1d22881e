import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, SHELL_LIMITS, type TLanguage } from '@po/contracts';
import { LOCALE_RESOURCES } from '@/locales';
import { applyDayjsLocale } from '@/shared/date/seoul';
import { browserLanguages, resolveLanguage } from './resolve-language';

/** The one i18next instance; the http client reads its language for Accept-Language. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: LOCALE_RESOURCES[l] }])),
  lng: resolveLanguage(Cookies.get(COOKIE.language), browserLanguages()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(lang: string): void {
  applyDayjsLocale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export function currentLanguage(): TLanguage {
  return LANGUAGES.find((l) => l === i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches every visible text, antd and dayjs at once, and remembers the choice. */
export async function setLanguage(lang: TLanguage): Promise<void> {
  Cookies.set(COOKIE.language, lang, { expires: SHELL_LIMITS.rememberCookieDays, path: '/' });
  await i18n.changeLanguage(lang);
}
