import {
  OVERSEAS_ADDRESS_MESSAGES,
  BIZ_NO_CHECK,
  CODE_GROUPS,
  OVERSEAS_BANK_CODE,
  PARTNER_MESSAGES,
  partnerVariantOf,
  ZPartnerJoinRequest,
  type TPartnerJoinRequest,
} from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { CheckedFile, FileStore } from '@/platform/files/file-store.ts';
import { validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { MultipartForm, UploadedFile } from '@/platform/http/multipart-form.ts';
import { parseOrThrow } from '@/platform/http/zod-fields.ts';
import type { VerificationRow } from '@/platform/sms/verification.repository.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import { hashPassword } from '@/modules/login/password-hasher.ts';
import type { PartnerCheckService } from './partner-check.service.ts';
import { checkPartnerFiles } from './partner-files.ts';
import { isDomestic, toPartnerJoinRecord } from './partner-record.ts';
import type { NewPartnerJoin, PartnerRepository } from './partner.repository.ts';

/** The public application (POST /customer/supply/createPartnerJoin): every rule of spec access §5, checked here again. */
export function createPartnerJoinService(deps: {
  repo: PartnerRepository;
  checks: PartnerCheckService;
  files: FileStore;
  verification: VerificationService;
  db: Database;
  clock: Clock;
}) {
  const { repo, checks, files, verification, db, clock } = deps;

  /** The radio counts only for a caller on the allowed-IP list; otherwise N domestic, G international. */
  async function effectiveEntrType(req: TPartnerJoinRequest, ip: string): Promise<'N' | 'O' | 'G'> {
    const fallback = isDomestic(req) ? 'N' : 'G';
    return req.entrType && (await checks.isTaskAllowedIp(ip)) ? req.entrType : fallback;
  }

  /** Phone prefixes and countries (address, overseas bank) against their code lists; answers the bank name to store. */
  async function checkCodeLists(req: TPartnerJoinRequest): Promise<{ bankNm: string; errors: TKeyedFieldError[] }> {
    const errors: TKeyedFieldError[] = [];
    if (isDomestic(req)) {
      const mobile = (await checks.codeList(CODE_GROUPS.mobilePrefix)).map((c) => c.code);
      const any = [...(await checks.codeList(CODE_GROUPS.phonePrefix)).map((c) => c.code), ...mobile];
      const prefixes: [string, string, string[]][] = [
        ['phone1', req.phone1, any],
        ['chgHphone1', req.chgHphone1, mobile],
        ['csOperatorPhone1', req.csOperatorPhone1, any],
        ['sacOperatorPhone1', req.sacOperatorPhone1, any],
      ];
      if (req.fax1) prefixes.push(['fax1', req.fax1, any]);
      for (const [field, value, list] of prefixes) if (!list.includes(value)) errors.push({ field, messageKey: 'phone.msg.prefix' });
    }
    if (!isDomestic(req) && !(await checks.codeList(CODE_GROUPS.country)).some((c) => c.code === req.bizCountryCd))
      errors.push({ field: 'bizCountryCd', messageKey: OVERSEAS_ADDRESS_MESSAGES.country });
    const bank = await checks.usableBank(req.bankCd, !isDomestic(req));
    if (req.bankCd !== OVERSEAS_BANK_CODE) return { bankNm: bank.codeNm, errors };
    if (!(await checks.codeList(CODE_GROUPS.country)).some((c) => c.code === req.countryCd))
      errors.push({ field: 'countryCd', messageKey: 'account.msg.countryCd' });
    return { bankNm: req.bankNm, errors };
  }

  /** What the form's flags claim, proven again: business number, id, SMS (domestic), account (not overseas). */
  async function checkClaims(req: TPartnerJoinRequest): Promise<{ code: VerificationRow | undefined; errors: TKeyedFieldError[] }> {
    const errors: TKeyedFieldError[] = [];
    if (isDomestic(req)) {
      const status = await checks.bizNoStatus(req.bizNo);
      if (status !== 'available') errors.push({ field: 'bizNo', messageKey: BIZ_NO_CHECK[status].messageKey });
    }
    if ((await checks.countMgrId(req.mgrId)) > 0) errors.push({ field: 'mgrId', messageKey: 'mgrId.msg.taken' });
    let code: VerificationRow | undefined;
    if (isDomestic(req)) {
      const phone = `${req.chgHphone1}${req.chgHphone2}${req.chgHphone3}`;
      code = await checks.findVerifiedSignupCode({ phone, authTime: req.authTime, authNo: req.authNo });
      if (!code) errors.push({ field: 'authNo', messageKey: PARTNER_MESSAGES.authRequired });
    }
    if (req.bankCd !== OVERSEAS_BANK_CODE) {
      const r = await checks.verifyAccount(req);
      if (!r.ok) errors.push({ field: r.resultCode === '201' ? 'accountNm' : 'accountNo', messageKey: r.reasonKey });
    }
    return { code, errors };
  }

  /** Writes an application and its files in one transaction, consuming the SMS code with them. */
  async function saveApplication(opts: { record: NewPartnerJoin; files: CheckedFile[]; code?: VerificationRow | undefined }): Promise<number> {
    return db.transaction(async () => {
      const applSeq = await repo.insert(opts.record);
      await files.saveFiles({ ownerType: 'partnerJoin', ownerId: String(applSeq) }, opts.files);
      if (opts.code && !(await verification.consume(opts.code))) throw validationError([{ field: 'authNo', messageKey: PARTNER_MESSAGES.authRequired }]);
      return applSeq;
    });
  }

  return {
    /**
     * Saves an application whose claims were proven elsewhere (demo data, applications carried over from
     * another system): the schema and file rules apply; the business-number, id, SMS and account checks do not.
     */
    async importApplication(opts: { json: unknown; files: UploadedFile[]; entrType?: 'N' | 'O' | 'G' }): Promise<number> {
      const req = parseOrThrow(ZPartnerJoinRequest, opts.json);
      const checked = checkPartnerFiles({ variant: partnerVariantOf(req.bizGb), kinds: req.fileKinds, files: opts.files });
      const { bankNm } = await checkCodeLists(req);
      const passwdHash = await hashPassword(req.passwd.trim());
      const entrType = opts.entrType ?? (isDomestic(req) ? 'N' : 'G');
      return saveApplication({ record: toPartnerJoinRecord(req, { entrType, passwdHash, bankNm, createdAt: clock.now() }), files: checked });
    },

    /** Checks everything that was sent (the JSON, every file, every claim), then saves all of it or nothing. */
    async createPartnerJoin(opts: { form: MultipartForm; ip: string }): Promise<1> {
      const req = parseOrThrow(ZPartnerJoinRequest, opts.form.json);
      const checked = checkPartnerFiles({ variant: partnerVariantOf(req.bizGb), kinds: req.fileKinds, files: opts.form.files });
      const entrType = await effectiveEntrType(req, opts.ip);
      if (entrType === 'O' && req.agreeGenuineYn !== 'Y') throw validationError([{ field: 'agreeGenuineYn', messageKey: PARTNER_MESSAGES.agreeGenuineYn }]);
      const lists = await checkCodeLists(req);
      if (lists.errors.length > 0) throw validationError(lists.errors);
      const claims = await checkClaims(req);
      if (claims.errors.length > 0) throw validationError(claims.errors);
      const passwdHash = await hashPassword(req.passwd.trim());
      await saveApplication({
        record: toPartnerJoinRecord(req, { entrType, passwdHash, bankNm: lists.bankNm, createdAt: clock.now() }),
        files: checked,
        code: claims.code,
      });
      return 1;
    },
  };
}
export type PartnerJoinService = ReturnType<typeof createPartnerJoinService>;
