import type { CalculatePart } from './calculate-part.ts';

/** The seller's settlement lists, statement, tax invoices and VAT report, with their Excel and PDF files. */
export const settlementReadPart: CalculatePart = {};
