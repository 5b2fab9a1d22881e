/**
 * The home dashboard's constants (business-area §9): its windows, thresholds, targets and the charts' sizes.
 * Windows end today (Seoul) and include it: the last 14 days are today and the 13 days before.
 */
export const DASHBOARD_LIMITS = {
  /** The status cards and key indicators: the last 14 days. */
  windowDays: 14,
  /** Unanswered product Q&A and CS inquiries: the last 30 days. */
  unansweredWindowDays: 30,
  /** Sold out soon: an option on sale with 1 to 5 in stock. */
  soldOutSoonMinStock: 1,
  soldOutSoonMaxStock: 5,
  /** A line is delayed in delivery once 48 hours passed since payment without shipping. */
  deliveryDelayHours: 48,
  /** Answer targets: product Q&A within 24 hours, CS inquiries within 4 hours. */
  qnaAnswerTargetHours: 24,
  csAnswerTargetHours: 4,
  /** The order chart: 14 days daily (page 1, size 14), 5 months monthly (the call's size 100). */
  dailyChartDays: 14,
  monthlyChartMonths: 5,
  monthlyPageSize: 100,
  /** The visit-to-order conversion chart: the top 10 products. */
  conversionTop: 10,
  /** The latest notices on the home. */
  homeNotices: 5,
} as const;

/** The charts' look (§9): column height, bar / line height, bar width, the pie's radius and label threshold. */
export const DASHBOARD_CHART = {
  columnHeight: 285,
  chartHeight: 400,
  barWidth: 20,
  pieRadius: ['50%', '100%'] as const,
  /** Slices at or below this share carry no label. */
  pieLabelMinPercent: 5,
  /** The 11-colour palette of every dashboard chart, in order. */
  palette: ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc', '#2f4554', '#61a0a8'] as const,
} as const;

/** The partner CS hotline's hours (§2): weekdays 9-18, lunch 12-13, closed weekends and holidays. */
export const PARTNER_CS_HOURS = { open: '09:00', close: '18:00', lunchStart: '12:00', lunchEnd: '13:00' } as const;
