import type { TLineActionReply } from '@po/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';

/**
 * Tells the result of a line action: "done" when every line passed, else each refused line with the server's
 * message in the user's language (bulk actions report row by row). Answers whether every line passed.
 */
export function useLineResults(): (reply: TLineActionReply) => boolean {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  return useCallback(
    (reply: TLineActionReply) => {
      if (reply.failed.length === 0) {
        void message.success(t('order.bulk.done'));
        return true;
      }
      const lines = reply.failed.map((f) => `${f.ordNo}-${f.ordDtlSq}: ${f.message}`);
      if (reply.ok.length === 0 && reply.failed.length === 1) void message.error(reply.failed[0]!.message, 5);
      else modal.warning({ title: t('order.bulk.bulkResult', { ok: reply.ok.length, failed: reply.failed.length }), content: lines.join('\n') });
      return false;
    },
    [message, modal, t],
  );
}
