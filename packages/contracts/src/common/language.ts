/** Supported languages; Korean is the fallback (spec access §1). */
export const LANGUAGES = ['ko', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'ko';

/** Picks a supported language from a saved setting or an Accept-Language / navigator value. */
export function matchLanguage(...candidates: (string | null | undefined)[]): TLanguage {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
      const found = LANGUAGES.find((l) => l === tag);
      if (found) return found;
    }
  }
  return DEFAULT_LANGUAGE;
}
