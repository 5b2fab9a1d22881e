// The operator's settlement calls (months, adjustments, holds, exchange rates): written with the operator console.
export {};
