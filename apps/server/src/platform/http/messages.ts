import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, type TErrorCode, type TLanguage, type TMessageKey } from '@po/contracts';

type Tree = { [key: string]: unknown };

// The one catalogue lives in contracts (messages/<lang>/<namespace>.json), shared with the web app; the
// server reads all of it once at start, synchronously, so a reply never waits for a file.
const contractsEntry = createRequire(import.meta.url).resolve('@po/contracts');

/** The catalogue's folder: `<lang>/<namespace>.json`. */
export const MESSAGES_DIR = path.join(path.dirname(contractsEntry), 'messages');

/**
 * Every namespace: the Korean files, which define the keys. Read from the folder, not a list, so a new
 * namespace is a new file; a language missing one of them stops the start (and fails the catalogue test).
 */
export const MESSAGE_NAMESPACES: readonly string[] = readdirSync(path.join(MESSAGES_DIR, 'ko'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

function flatten(tree: Tree, prefix: string, out: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, `${prefix}${key}.`, out);
  }
}

function load(lang: TLanguage): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of MESSAGE_NAMESPACES) flatten(JSON.parse(readFileSync(path.join(MESSAGES_DIR, lang, `${ns}.json`), 'utf8')) as Tree, `${ns}.`, out);
  return out;
}

const catalog = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang)])) as Record<TLanguage, Map<string, string>>;

/** The catalogue key of an error code's own message (`errorCode.NOT_FOUND`). */
export const errorCodeKey = (code: TErrorCode): TMessageKey => `errorCode.${code}`;

/** The text of a key in a language, with `{{name}}` parameters filled; an unknown key reads as itself. */
export function translate(key: TMessageKey | (string & {}), lang: TLanguage, params: Record<string, string | number> = {}, fallbackKey?: TMessageKey): string {
  const text = catalog[lang].get(key) ?? (fallbackKey ? catalog[lang].get(fallbackKey) : undefined);
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** Whether the catalogue has a text for the key (the message-key test asks). */
export const hasMessage = (key: string, lang: TLanguage): boolean => catalog[lang].has(key);

/** A zod issue's message as a field's key: a catalogue key, or the code when the rule has no text of its own. */
export const fieldMessageKey = (message: string): TMessageKey | 'VALIDATION_ERROR' => (catalog.ko.has(message) ? (message as TMessageKey) : 'VALIDATION_ERROR');

/** A code's name from the catalogue (`goodsFlow.status` + `APPROVED`) in the language; an unknown code reads as itself. */
export const codeName = (group: string, code: string, lang: TLanguage): string => catalog[lang].get(`${group}.${code}`) ?? code;
