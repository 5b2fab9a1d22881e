import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { productQnas as q, supplyCsInquiries as cs } from './qna.tables.ts';

/** How many were asked in a window and how many of those were answered within the target. */
export interface TargetCounts {
  /** Answered within the target, or past it (answered late or still waiting): the rate's denominator. */
  due: number;
  answeredInTime: number;
}

/** The Q&A and CS figures of the home dashboard; every query leads with the seller. */
export function createQnaStatsRepository(db: Database) {
  return {
    /** Product questions asked since `since` with no answer, not even a temporary one (what productQna?answerType=UNANSWERED lists). */
    async countOpenQuestions(opts: { supplyEntrCd: string; since: Date }): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.q.execute(sql`
          select count(*)::int as n from ${q}
          where ${q.supplyEntrCd} = ${opts.supplyEntrCd} and ${q.answerStsCd} = 'UNANSWERED' and ${q.questionDt} >= ${opts.since.toISOString()}::timestamptz`),
      );
      return row?.n ?? 0;
    },

    /** CS inquiries opened since `since` still waiting for the seller. */
    async countWaitingInquiries(opts: { supplyEntrCd: string; since: Date }): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.q.execute(sql`
          select count(*)::int as n from ${cs}
          where ${cs.supplyEntrCd} = ${opts.supplyEntrCd} and ${cs.stsCd} = 'WAITING' and ${cs.regDt} >= ${opts.since.toISOString()}::timestamptz`),
      );
      return row?.n ?? 0;
    },

    /**
     * Questions asked since `since`: those answered within `targetHours`, and those due (answered in time, or whose
     * target has passed at `now`). A question still inside its target and unanswered is not yet due.
     */
    async countQuestionTargets(opts: { supplyEntrCd: string; since: Date; now: Date; targetHours: number }): Promise<TargetCounts> {
      const target = sql`make_interval(hours => ${opts.targetHours})`;
      const [row] = rowsOf<TargetCounts>(
        await db.q.execute(sql`
          select count(*) filter (where answered_in_time)::int as "answeredInTime",
                 count(*) filter (where answered_in_time or question_dt + ${target} <= ${opts.now.toISOString()}::timestamptz)::int as due
          from (
            select ${q.questionDt} as question_dt,
                   (${q.answerStsCd} = 'ANSWERED' and ${q.answerDt} <= ${q.questionDt} + ${target}) as answered_in_time
            from ${q}
            where ${q.supplyEntrCd} = ${opts.supplyEntrCd} and ${q.questionDt} >= ${opts.since.toISOString()}::timestamptz
          ) asked`),
      );
      return row ?? { due: 0, answeredInTime: 0 };
    },

    /** The same for CS inquiries opened since `since`, against their response time. */
    async countInquiryTargets(opts: { supplyEntrCd: string; since: Date; now: Date; targetHours: number }): Promise<TargetCounts> {
      const target = sql`make_interval(hours => ${opts.targetHours})`;
      const [row] = rowsOf<TargetCounts>(
        await db.q.execute(sql`
          select count(*) filter (where answered_in_time)::int as "answeredInTime",
                 count(*) filter (where answered_in_time or reg_dt + ${target} <= ${opts.now.toISOString()}::timestamptz)::int as due
          from (
            select ${cs.regDt} as reg_dt, (${cs.stsCd} = 'ANSWERED' and ${cs.rspnDt} <= ${cs.regDt} + ${target}) as answered_in_time
            from ${cs}
            where ${cs.supplyEntrCd} = ${opts.supplyEntrCd} and ${cs.regDt} >= ${opts.since.toISOString()}::timestamptz
          ) opened`),
      );
      return row ?? { due: 0, answeredInTime: 0 };
    },
  };
}
export type QnaStatsRepository = ReturnType<typeof createQnaStatsRepository>;
