import type { TTextKey } from '@po/contracts';

/**
 * A key known only at run time: a server field's `messageKey`, a zod issue, a route's `titleKey`. The
 * compiler cannot check it; the message-key test checks every source of such keys against the catalogue.
 */
export const runtimeKey = (key: string): TTextKey => key as TTextKey;
