// The catalogue's namespaces and the type of its keys. The Korean files define the keys; a test
// (messages.test.ts) holds English to the same keys, and this list to the folder.

import type accountKo from './ko/account.json';
import type addressKo from './ko/address.json';
import type authKo from './ko/auth.json';
import type bankKo from './ko/bank.json';
import type bizNoKo from './ko/bizNo.json';
import type commonKo from './ko/common.json';
import type deliveryKo from './ko/delivery.json';
import type dlcstKo from './ko/dlcst.json';
import type emailKo from './ko/email.json';
import type errorKo from './ko/error.json';
import type errorCodeKo from './ko/errorCode.json';
import type excelKo from './ko/excel.json';
import type fileKo from './ko/file.json';
import type formKo from './ko/form.json';
import type frameworkKo from './ko/framework.json';
import type goodsFlowKo from './ko/goodsFlow.json';
import type inquiryKo from './ko/inquiry.json';
import type jobKo from './ko/job.json';
import type layoutKo from './ko/layout.json';
import type loginKo from './ko/login.json';
import type menuKo from './ko/menu.json';
import type mgrIdKo from './ko/mgrId.json';
import type nameKo from './ko/name.json';
import type navGridKo from './ko/navGrid.json';
import type necessaryKo from './ko/necessary.json';
import type partnerKo from './ko/partner.json';
import type partnerJoinKo from './ko/partnerJoin.json';
import type passwordKo from './ko/password.json';
import type phoneKo from './ko/phone.json';
import type privacyKo from './ko/privacy.json';
import type settingKo from './ko/setting.json';
import type smsKo from './ko/sms.json';
import type step2Ko from './ko/step2.json';
import type supplierKo from './ko/supplier.json';
import type termsKo from './ko/terms.json';

/** Every namespace: one JSON file per language in messages/<lang>/. */
export const MESSAGE_NAMESPACES = [
  'account',
  'address',
  'auth',
  'bank',
  'bizNo',
  'common',
  'delivery',
  'dlcst',
  'email',
  'error',
  'errorCode',
  'excel',
  'file',
  'form',
  'framework',
  'goodsFlow',
  'inquiry',
  'job',
  'layout',
  'login',
  'menu',
  'mgrId',
  'name',
  'navGrid',
  'necessary',
  'partner',
  'partnerJoin',
  'password',
  'phone',
  'privacy',
  'setting',
  'sms',
  'step2',
  'supplier',
  'terms',
] as const;

export type TMessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/** The Korean catalogue's shape, namespace by namespace. */
export type TMessageCatalog = {
  account: typeof accountKo;
  address: typeof addressKo;
  auth: typeof authKo;
  bank: typeof bankKo;
  bizNo: typeof bizNoKo;
  common: typeof commonKo;
  delivery: typeof deliveryKo;
  dlcst: typeof dlcstKo;
  email: typeof emailKo;
  error: typeof errorKo;
  errorCode: typeof errorCodeKo;
  excel: typeof excelKo;
  file: typeof fileKo;
  form: typeof formKo;
  framework: typeof frameworkKo;
  goodsFlow: typeof goodsFlowKo;
  inquiry: typeof inquiryKo;
  job: typeof jobKo;
  layout: typeof layoutKo;
  login: typeof loginKo;
  menu: typeof menuKo;
  mgrId: typeof mgrIdKo;
  name: typeof nameKo;
  navGrid: typeof navGridKo;
  necessary: typeof necessaryKo;
  partner: typeof partnerKo;
  partnerJoin: typeof partnerJoinKo;
  password: typeof passwordKo;
  phone: typeof phoneKo;
  privacy: typeof privacyKo;
  setting: typeof settingKo;
  sms: typeof smsKo;
  step2: typeof step2Ko;
  supplier: typeof supplierKo;
  terms: typeof termsKo;
};

// A key names a text, or a list read whole (`returnObjects`, the terms' articles).
type Keys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** `login.msg.id`: a key of the catalogue; anything else fails typecheck. */
export type TMessageKey = Keys<TMessageCatalog, ''>;

type TextKeys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends readonly unknown[] ? never : TextKeys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key whose value is one text (not a list). */
export type TTextKey = TextKeys<TMessageCatalog, ''>;
