import { LANGUAGES, type TLanguage } from '@po/contracts';

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

// Each file becomes a top-level key: locales/ko/menu.json -> t('menu.home'); navGrid.json keeps the spec's camelCase key.
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function collect(): Record<TLanguage, Record<string, Tree>> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {}])) as Record<TLanguage, Record<string, Tree>>;
  for (const [path, tree] of Object.entries(files)) {
    const match = /^\.\/([a-z]+)\/([a-zA-Z0-9-]+)\.json$/.exec(path);
    const lang = LANGUAGES.find((l) => l === match?.[1]);
    if (!lang || !match?.[2]) continue;
    out[lang][match[2]] = tree;
  }
  return out;
}

/** Translation trees per language, one key per file. */
export const LOCALE_RESOURCES = collect();
export type { Tree as LocaleTree };
