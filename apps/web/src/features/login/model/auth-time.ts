/** The stored digits of a phone as the three parts the send call takes (11 digits 3-4-4, else 3-3-4). */
export function splitPhoneDigits(digits: string): { phone1: string; phone2: string; phone3: string } {
  return { phone1: digits.slice(0, 3), phone2: digits.slice(3, -4), phone3: digits.slice(-4) };
}
