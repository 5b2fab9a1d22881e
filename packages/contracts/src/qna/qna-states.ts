import { defineStateMachine } from '../common/state-machine.ts';
import type { TAnswerStsCd } from './qna-codes.ts';

/** What a seller does to a product question's answer: keep a draft, or save it for good. */
export const QNA_ACTIONS = ['tempSave', 'answer'] as const;
export type TQnaAction = (typeof QNA_ACTIONS)[number];
/** Only the seller answers; the buyer asks through the mall and the operator only reads. */
export type TQnaActor = 'seller';

const seller = ['seller'] as const;

/**
 * A product question's answer (business-area §4 "unanswered, temporary save, answer completed; an answer cannot
 * be edited after saving"): drafts may be saved any number of times, the final save ends the machine.
 */
export const PRODUCT_QNA_MACHINE = defineStateMachine<TAnswerStsCd, TQnaAction, TQnaActor>({
  states: ['UNANSWERED', 'TEMP_SAVED', 'ANSWERED'],
  actions: QNA_ACTIONS,
  transitions: [
    { from: 'UNANSWERED', action: 'tempSave', to: 'TEMP_SAVED', who: seller },
    { from: 'TEMP_SAVED', action: 'tempSave', to: 'TEMP_SAVED', who: seller },
    { from: 'UNANSWERED', action: 'answer', to: 'ANSWERED', who: seller },
    { from: 'TEMP_SAVED', action: 'answer', to: 'ANSWERED', who: seller },
  ],
  refusals: [{ from: ['ANSWERED'], messageKey: 'qna.msg.answerLocked' }],
});
