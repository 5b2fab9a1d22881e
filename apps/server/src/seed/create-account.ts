import type { Services } from '@/services.ts';
import type { CompanyPatch } from '@/modules/supply/supply.service.ts';
import { hashPassword } from '@/modules/login/password-hasher.ts';

/** What a demo or test account needs; everything not given takes a normal seller's value. */
export interface AccountSpec {
  mgrId: string;
  mgrNm: string;
  password: string;
  /** Omit for operator and master accounts, which belong to no company. */
  company?: {
    supplyEntrCd: string;
    supplyEntrNm: string;
    ownerNm?: string;
    bizNo?: string;
    bizGb?: 'C' | 'P' | 'O' | 'F';
    entrType?: 'N' | 'O' | 'G';
    entrStsCd?: string;
    agreements?: 'Y' | 'N';
    phone?: string;
    /** The contacts as an approved application leaves them: phones as digits, whole e-mail addresses. */
    contacts?: CompanyPatch;
    /** The company address; abroad with its country and city. */
    address?: { bizCountryCd: string; bizCityNm?: string; zipNo: string; fixAddr: string; dtlAddr: string };
  };
  roleCd?: string;
  managerRoles?: string[];
  isMaster?: boolean;
  isEcMonitor?: boolean;
  smsAuthRequired?: boolean;
  inactive?: boolean;
  passwdChangedAt: Date;
  passwdInitial?: boolean;
  phones?: string[];
}

/** Creates a company (when given and new), its account and its phones; used by demo data and tests. */
export async function createAccount(services: Services, spec: AccountSpec): Promise<void> {
  const c = spec.company;
  if (c && !(await services.supply.findSupplyEntr(c.supplyEntrCd))) {
    const agreed = c.agreements ?? 'Y';
    await services.supply.createSupplyEntr({
      supplyEntrCd: c.supplyEntrCd,
      supplyEntrNm: c.supplyEntrNm,
      ownerNm: c.ownerNm ?? '김대표',
      bizGb: c.bizGb ?? 'C',
      bizNo: c.bizNo ?? '1248100998',
      entrType: c.entrType ?? 'N',
      entrStsCd: c.entrStsCd ?? '30',
      phone: c.phone ?? '0215881234',
      sellFeeRate: '12.50',
      settleDay: 20,
      sellFeeRateConfirmYn: agreed,
      agreeYn: agreed,
      agreeGenuineYn: agreed,
      grntSrvcAgrmYn: agreed,
      ...c.contacts,
      ...c.address,
    });
  }
  await services.supply.createMgr({
    mgrId: spec.mgrId,
    supplyEntrCd: c?.supplyEntrCd ?? null,
    mgrNm: spec.mgrNm,
    passwdHash: await hashPassword(spec.password),
    roleCd: spec.roleCd ?? '30',
    managerRoles: spec.managerRoles ?? (c ? ['40'] : []),
    isMaster: spec.isMaster ?? false,
    isEcMonitor: spec.isEcMonitor ?? false,
    smsAuthRequired: spec.smsAuthRequired ?? true,
    inactive: spec.inactive ?? false,
    passwdChangedAt: spec.passwdChangedAt,
    passwdInitial: spec.passwdInitial ?? false,
  });
  for (const sphone of spec.phones ?? []) {
    await services.supply.addAuthPhone({ mgrId: spec.mgrId, supplyEntrCd: c?.supplyEntrCd ?? null, sphone });
  }
}
