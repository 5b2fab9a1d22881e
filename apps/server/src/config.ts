import path from 'node:path';
import { z } from 'zod';

const ZProfile = z.enum(['dev', 'test', 'prod']);

const ZEnv = z
  .object({
    APP_PROFILE: ZProfile.default('dev'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    PUBLIC_ORIGIN: z.string().url().optional(),
    SESSION_SECRET: z.string().optional(),
    SMS_API_URL: z.string().url().optional(),
    SMS_API_KEY: z.string().optional(),
    MASTER_ALLOWED_IPS: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    API_DOCS_PUBLIC: z.enum(['true', 'false']).optional(),
    MALL_API_KEY: z.string().optional(),
    MALL_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    CLOCK_CONTROL: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.APP_PROFILE !== 'prod') return;
    if (env.CLOCK_CONTROL === 'true')
      ctx.addIssue({ code: 'custom', path: ['CLOCK_CONTROL'], message: 'CLOCK_CONTROL is for the browser journeys and never allowed in the prod profile' });
    // prod must never fall back to a demo default: each of these has no safe default.
    const required = ['DATABASE_URL', 'PUBLIC_ORIGIN', 'SMS_API_URL', 'SMS_API_KEY'] as const;
    if (!env.MALL_API_KEY || env.MALL_API_KEY.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['MALL_API_KEY'], message: 'MALL_API_KEY of at least 32 characters is required in the prod profile' });
    }
    for (const key of required) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in the prod profile` });
    }
    if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET of at least 32 characters is required in the prod profile' });
    }
  });

export type Profile = z.infer<typeof ZProfile>;

export interface AppConfig {
  profile: Profile;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this node keeps to DATABASE_URL's server (a request holds one per statement in flight). */
  dbPoolSize: number;
  publicOrigin: string | undefined;
  sessionSecret: string;
  sms: { apiUrl: string | undefined; apiKey: string | undefined };
  masterAllowedIps: string[];
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  /** Sign-in calls one IP may make per minute. */
  signInRateLimit: number;
  /** Public sign-up calls (checks, SMS, application, inquiry, address search) one IP may make per minute, per call. */
  signUpRateLimit: number;
  /** Whether /api/docs is open to anyone; otherwise it needs a signed-in session. Public outside prod. */
  apiDocsPublic: boolean;
  /** dev and test echo SMS codes in replies (spec access §7 allows it for a dev profile). */
  echoSmsCodes: boolean;
  /** The mall's service key (`Authorization: Bearer`) for /api/mall/*; a fixed dev key outside prod. */
  mallApiKey: string;
  /** Mall API calls per minute. */
  mallRateLimit: number;
  /** The journeys may move the running product's clock (`PUT /api/dev/clock`); never in prod. */
  clockControl: boolean;
  seedDemoData: boolean;
}

/** The mall key of the dev and test profiles (the simulator's default); prod must set its own. */
export const DEV_MALL_API_KEY = 'dev-mall-key-not-for-production';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment once; throws with every missing setting listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProd = e.APP_PROFILE === 'prod';
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  return {
    profile: e.APP_PROFILE,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? 'dev-only-session-secret-not-for-production-use',
    sms: { apiUrl: e.SMS_API_URL, apiKey: e.SMS_API_KEY },
    masterAllowedIps: e.MASTER_ALLOWED_IPS ? e.MASTER_ALLOWED_IPS.split(',').map((s) => s.trim()) : isProd ? [] : loopback,
    logLevel: e.LOG_LEVEL ?? (e.APP_PROFILE === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: e.TRUST_PROXY === 'true',
    signInRateLimit: e.SIGNIN_RATE_LIMIT,
    signUpRateLimit: e.SIGNUP_RATE_LIMIT,
    apiDocsPublic: e.API_DOCS_PUBLIC ? e.API_DOCS_PUBLIC === 'true' : !isProd,
    echoSmsCodes: !isProd,
    mallApiKey: e.MALL_API_KEY ?? DEV_MALL_API_KEY,
    mallRateLimit: e.MALL_RATE_LIMIT,
    clockControl: e.CLOCK_CONTROL === 'true',
    seedDemoData: !isProd,
  };
}
