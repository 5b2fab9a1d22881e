import type { TLanguage } from '@po/contracts';

type Catalog = Record<string, { ko: string; en: string }>;

/**
 * Server-side texts for displayMessage. Keys are error codes or the spec's message keys; each module
 * adds its own with `registerMessages`, so this file does not grow with every feature.
 */
const catalog: Catalog = {
  SESSION_TIMEOUT_ERROR: { ko: '인증 정보가 만료되었습니다. 다시 로그인해 주세요.', en: 'Your sign-in has expired. Please sign in again.' },
  VALIDATION_ERROR: { ko: '입력값을 확인해 주세요.', en: 'Please check what you entered.' },
  MASTER_VIEW_ONLY: { ko: '마스터 계정은 조회만 가능합니다.', en: 'A master account can only view.' },
  FORBIDDEN: { ko: '권한이 없습니다.', en: 'You do not have permission for this.' },
  NOT_FOUND: { ko: '요청하신 정보를 찾을 수 없습니다.', en: 'What you asked for was not found.' },
  CSRF_REJECTED: { ko: '허용되지 않은 요청입니다. 화면을 새로고침한 뒤 다시 시도해 주세요.', en: 'This request was refused. Reload the page and try again.' },
  TOO_MANY_REQUESTS: { ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', en: 'Too many requests. Please try again shortly.' },
  PAYLOAD_TOO_LARGE: { ko: '전송한 데이터가 너무 큽니다.', en: 'What you sent is too large.' },
  CONFLICT: { ko: '이미 처리된 요청입니다.', en: 'This has already been done.' },
  SERVICE_UNAVAILABLE: { ko: '서비스를 잠시 사용할 수 없습니다.', en: 'The service is temporarily unavailable.' },
  INTERNAL_ERROR: { ko: '시스템 처리 중 오류가 발생했습니다. 담당자에게 문의해 주세요.', en: 'A system error occurred. Please contact the person in charge.' },
};

export function registerMessages(messages: Catalog): void {
  Object.assign(catalog, messages);
}

/** The text of a key in a language, with `{name}` parameters filled; unknown keys fall back to the code. */
export function translate(key: string, lang: TLanguage, params: Record<string, string | number> = {}, fallbackKey?: string): string {
  const entry = catalog[key] ?? (fallbackKey ? catalog[fallbackKey] : undefined);
  if (!entry) return key;
  return entry[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
