// What the scale generator (`npm run scale:generate`) is asked for and what it answers. The benchmarks read the
// answer to know whom to sign in as and what to search for.

export interface ScaleOptions {
  /** Sellers in the mall (500 for the mall). */
  sellers: number;
  /** Order lines over all sellers (2,000,000 for the mall). */
  lines: number;
  /** The same seed makes the same mall, row for row. */
  seed: number;
  /** The day (Seoul, yyyy-MM-dd) the data leads up to: orders end the evening before. Default today in Seoul. */
  anchor?: string;
  /** Leaves the last past month unsettled (its run is the settlement bench's to time); by default every past month is fixed. */
  leaveLastMonthOpen?: boolean;
  /** Progress lines (step and seconds); silent when absent. */
  log?: (line: string) => void;
}

/** A seller of the generated mall that can sign in: password, then the SMS code sent to its phone. */
export interface ScaleSeller {
  supplyEntrCd: string;
  loginId: string;
  password: string;
  /** The authentication phone the SMS code goes to (digits only). */
  phone: string;
}

export interface ScaleMall {
  seed: number;
  anchor: string;
  sellers: number;
  lines: number;
  /** The seller with the most lines (about a tenth of them): the benchmarks measure its calls. */
  largest: ScaleSeller & { lines: number; products: number; claims: number };
  /** A long-tail seller, for contrast. */
  small: ScaleSeller;
  /** Rows written per table, and the seconds each step took. */
  rows: Record<string, number>;
  steps: { step: string; seconds: number }[];
}
