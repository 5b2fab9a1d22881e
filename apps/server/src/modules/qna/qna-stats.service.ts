import { DASHBOARD_LIMITS } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import { seoulDaysAgoStart } from '@/platform/time/seoul-window.ts';
import type { QnaStatsRepository, TargetCounts } from './qna-stats.repository.ts';

/** A share in percent with one decimal (half up), or null when nothing was due. */
export function ratePercent(c: TargetCounts): number | null {
  if (c.due === 0) return null;
  return Math.floor((2000 * c.answeredInTime + c.due) / (2 * c.due)) / 10;
}

/**
 * The home dashboard's Q&A figures (decisions "Home dashboard"): unanswered questions and waiting inquiries of the
 * last 30 days; the answer rates of the last 14 days against the 24-hour (Q&A) and 4-hour (CS) targets.
 */
export function createQnaStatsService(deps: { repo: QnaStatsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Unanswered product questions and waiting CS inquiries of the last 30 days. */
    async countOpen(supplyEntrCd: string): Promise<{ productQnaUnanswerCount: number; reCentSupplyCsRspnCount: number }> {
      const since = seoulDaysAgoStart(clock.now(), DASHBOARD_LIMITS.unansweredWindowDays);
      const [productQnaUnanswerCount, reCentSupplyCsRspnCount] = await Promise.all([
        repo.countOpenQuestions({ supplyEntrCd, since }),
        repo.countWaitingInquiries({ supplyEntrCd, since }),
      ]);
      return { productQnaUnanswerCount, reCentSupplyCsRspnCount };
    },

    /** The share of the last 14 days' questions answered within 24 hours, in percent. */
    async rateAnswers(supplyEntrCd: string): Promise<number | null> {
      const now = clock.now();
      const since = seoulDaysAgoStart(now, DASHBOARD_LIMITS.windowDays);
      return ratePercent(await repo.countQuestionTargets({ supplyEntrCd, since, now, targetHours: DASHBOARD_LIMITS.qnaAnswerTargetHours }));
    },

    /** The share of the last 14 days' CS inquiries answered within 4 hours, in percent. */
    async rateCsResponses(supplyEntrCd: string): Promise<number | null> {
      const now = clock.now();
      const since = seoulDaysAgoStart(now, DASHBOARD_LIMITS.windowDays);
      return ratePercent(await repo.countInquiryTargets({ supplyEntrCd, since, now, targetHours: DASHBOARD_LIMITS.csAnswerTargetHours }));
    },
  };
}
export type QnaStatsService = ReturnType<typeof createQnaStatsService>;
