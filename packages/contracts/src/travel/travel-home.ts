// The travel-only home's mapping, in a file of its own without imports: the home page reads it, and a contract file
// with message keys (travel-order.ts) would make the home load the travel and order texts (page-texts.test.ts).
// The statuses are TRAVEL_ORDER_STATUSES' codes, written out for the same reason.

/**
 * The home's order counts of a travel-only seller, in one place: each fashion status code the home shows (payment
 * complete 20, preparing 35, shipping 50, delivered 60, purchase confirmed 99, the delay marks 72/82) and the
 * reservation status it counts instead; null when travel has none (the count is 0 and has no link).
 */
export const TRAVEL_HOME_STATUS: Readonly<Record<string, 'RSV_WAIT' | 'RSV_CONFIRM' | 'PURCHASE_CONFIRM' | 'TRAVEL_COMPLETE' | 'CANCEL_REQUEST' | null>> = {
  '20': 'RSV_WAIT',
  '35': 'RSV_CONFIRM',
  '50': 'CANCEL_REQUEST',
  '60': 'PURCHASE_CONFIRM',
  '99': 'TRAVEL_COMPLETE',
  '72': null,
  '82': null,
};
