import { z } from 'zod/mini';

// The sign-in screen's phone list, in zod/mini (see common/replies.ts); the SMS calls are in auth-phone.ts.

/** The opaque id of one of the account's phones, as the sign-in phone list gives it (never the number). */
export const ZAuthPhoneId = z.string().check(z.regex(/^[\w-]{22}$/, 'phone.msg.notRegistered'));

/**
 * A phone of the sign-in list: before the second factor the session sees the number masked (dpSphone) and
 * picks it by `phoneId`, an id that only this session can use.
 */
export const ZAuthPhoneItem = z.object({ phoneId: ZAuthPhoneId, dpSphone: z.string() });
export const ZAuthPhoneListReply = z.array(ZAuthPhoneItem);
export type TAuthPhoneItem = z.infer<typeof ZAuthPhoneItem>;
