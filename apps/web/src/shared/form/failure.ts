import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancelledError, NetworkError, ReplyShapeError } from '@/shared/http/errors';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useFeedback } from '@/shared/feedback/feedback';

/**
 * The text to show for a failed call, or null when the http client already showed it (toast, session
 * alert) or the call was cancelled. Replies with an errorCode are ours to show: their displayMessage is
 * already in the user's language (MASTER_VIEW_ONLY, "no changed data", conflicts).
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (isCancelledError(error) || error instanceof NetworkError || error instanceof ReplyShapeError) return null;
  if (isApiError(error)) return error.code ? error.body?.displayMessage || fallback : null;
  return fallback;
}

/** Shows a failed call's message as a toast (5 s); nothing when the client already told the user. */
export function useFailureToast(): (error: unknown, fallbackKey?: string) => void {
  const { message } = useFeedback();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey = 'form.msg.failed') => {
      const text = failureText(error, t(runtimeKey(fallbackKey)));
      if (text) void message.error(text, 5);
    },
    [message, t],
  );
}
