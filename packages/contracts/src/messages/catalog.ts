// The catalogue's type. The namespaces are its files, messages/<lang>/<namespace>.json, and no list names
// them: the server reads the folder, the web app globs it. Each namespace adds its Korean file's shape to
// `TMessageCatalog` in a file of its own, messages/<namespace>.ts (declaration merging), so a new namespace
// edits no shared file; messages.test.ts holds those files, the Korean and the English ones to each other.
// The apps' tsconfigs include messages/*.ts: an app that type-checked without them would see no key at all.

/**
 * The Korean catalogue's shape, namespace by namespace. Empty here on purpose: every namespace's own file
 * declares its part (`declare module './catalog.ts' { interface TMessageCatalog { login: typeof texts } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TMessageCatalog {}

/** A namespace of the catalogue: the first part of every key (`login` of `login.msg.id`). */
export type TMessageNamespace = keyof TMessageCatalog;

// A key names a text, or a list read whole (`returnObjects`, the terms' articles).
type Keys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** `login.msg.id`: a key of the catalogue; anything else fails typecheck. */
export type TMessageKey = Keys<TMessageCatalog, ''>;

type TextKeys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends readonly unknown[] ? never : TextKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key whose value is one text (not a list). */
export type TTextKey = TextKeys<TMessageCatalog, ''>;
