/** Support box contacts (spec access §1): one place to change them. */
export const SUPPORT_CONTACT = {
  phone: '1544-0000',
  email: 'partner@partneroffice.example',
  openHours: '09:00-18:00',
  lunchHours: '12:00-13:00',
} as const;

/** Company line of the footer and the privacy policy's controller. */
export const COMPANY_INFO = {
  privacyOfficerPhone: '1544-0000',
  privacyOfficerEmail: 'privacy@partneroffice.example',
  bizNo: '123-45-67890',
  mailOrderNo: '2022-서울강남-0000',
} as const;

/** Date the current privacy policy took effect (spec access §9). */
export const PRIVACY_POLICY_DATE = '2022-09-07';
