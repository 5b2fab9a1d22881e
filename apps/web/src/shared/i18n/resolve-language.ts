import { matchLanguage, LANGUAGES, type TLanguage } from '@po/contracts';

/** Saved cookie first, then the browser's languages, Korean last (spec access §1). */
export function resolveLanguage(saved: string | undefined, browser: readonly string[]): TLanguage {
  const savedMatch = LANGUAGES.find((l) => l === saved?.trim().toLowerCase().slice(0, 2));
  if (savedMatch) return savedMatch;
  return matchLanguage(...browser);
}

export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language];
}
