// Every Drizzle table of the server, for typed queries and for drizzle-kit.
export * from './meta.tables.ts';
export * from '../auth/session.tables.ts';
export * from '../../modules/code/code.tables.ts';
export * from '../sms/sms.tables.ts';
export * from '../../modules/supply/supply.tables.ts';
export * from '../../modules/faq/faq.tables.ts';
export * from '../../modules/login/login.tables.ts';
export * from './seller-sequence.tables.ts';
export * from '../audit/audit.tables.ts';
export * from '../../modules/delivery/delivery-loc.tables.ts';
export * from '../../modules/delivery/goods-flow.tables.ts';
export * from '../../modules/delivery/delivery-policy.tables.ts';
export * from '../files/stored-file.tables.ts';
export * from '../../modules/partner/partner.tables.ts';
export * from '../../modules/inquiry/inquiry.tables.ts';
