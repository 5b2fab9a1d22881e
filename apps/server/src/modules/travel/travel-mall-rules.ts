import { createHash } from 'node:crypto';
import { AppError } from '@/platform/http/app-error.ts';

// What the mall's reservation and estimate calls share.

/** A digest of the request as sent: the same ids with another body are told apart from a retry. */
export const digestOf = (req: object) => createHash('sha256').update(JSON.stringify(req)).digest('hex');

/** The mall's request cannot be taken as it stands (409 with its message key). */
export const conflict = (
  messageKey: 'travelOrder.msg.noStock' | 'travelOrder.msg.notOnSale' | 'travelOrder.msg.outOfWindow' | 'travelOrder.msg.mallRequestMismatch',
) => new AppError('CONFLICT', { messageKey });
