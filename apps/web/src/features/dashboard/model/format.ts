/** A dashboard rate: "97.5%" with one decimal, '-' when there was nothing to divide by (null). */
export const rateText = (rate: number | null | undefined) => (rate === null || rate === undefined ? '-' : `${rate.toFixed(1)}%`);
