/** Limits of the app shell (spec access §3, §9). */
export const SHELL_LIMITS = {
  maxTabs: 10,
  mobileBreakpointPx: 992,
  backToTopPx: 50,
  requestTimeoutMs: 600_000,
  errorToastMs: 5_000,
  authCookieHours: 3,
  rememberCookieDays: 365,
} as const;

/** Cookie names of spec access §3. */
export const COOKIE = {
  session: 'PO_SESSION',
  mgrId: 'MGR_ID',
  entrType: 'ENTR_TYPE',
  entrFlag: 'ENTR_FLAG',
  supplyEntrCd: 'SUPPLY_ENTR_CD',
  masterSelected: 'MASTER_SELECTED',
  openMarketFlag: 'C_OPENMARKET_FLAG',
  /** Popup tokens: "do not show again" of the sold-out-soon popup (1 day) and the notice popup (7 days). */
  soldOutPopupHide: 'SOLDOUT_POPUP_HIDE',
  noticePopupHide: 'NOTICE_POPUP_HIDE',
  sidebarStatus: 'sidebarStatus',
  language: 'language',
  size: 'size',
} as const;
