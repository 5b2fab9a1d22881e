import { z } from 'zod';

/** GET /file/attachment/download/public: a shipped public document (guides, sign-up templates). */
export const ZPublicDownloadRequest = z.object({
  filePath: z.string().min(1).max(200),
  downloadName: z.string().trim().min(1).max(120).optional(),
});
export type TPublicDownloadRequest = z.infer<typeof ZPublicDownloadRequest>;

/** The public documents every installation ships. */
export const PUBLIC_FILES = {
  partnerGuide: 'guide/partner-guide.pdf',
  manual: 'guide/manual.pdf',
  apiGuide: 'guide/api-guide.pdf',
  accountDeclaration: 'templates/account-declaration.pdf',
  paymentAgreement: 'templates/payment-agreement.pdf',
} as const;
