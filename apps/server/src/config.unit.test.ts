import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts the dev profile with demo data and echoed SMS codes', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ profile: 'dev', port: 8080, seedDemoData: true, echoSmsCodes: true });
    expect(c.dataDir.endsWith('data')).toBe(true);
  });

  it('keeps 10 database connections per process unless DB_POOL_SIZE says otherwise, and refuses none', () => {
    expect(loadConfig({}).dbPoolSize).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '40' }).dbPoolSize).toBe(40);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('refuses the prod profile without its required settings, naming each', () => {
    expect(() => loadConfig({ APP_PROFILE: 'prod' })).toThrow(/DATABASE_URL[\s\S]*PUBLIC_ORIGIN[\s\S]*SMS_API_URL[\s\S]*SMS_API_KEY[\s\S]*SESSION_SECRET/);
    expect(() => loadConfig({ APP_PROFILE: 'prod' })).toThrow(/MALL_API_KEY/);
  });

  it('runs prod without demo data or echoed codes when configured', () => {
    const c = loadConfig({
      APP_PROFILE: 'prod',
      DATABASE_URL: 'postgres://u@db/po',
      PUBLIC_ORIGIN: 'https://partner.example.com/',
      SMS_API_URL: 'https://sms.example.com',
      SMS_API_KEY: 'k',
      SESSION_SECRET: 'x'.repeat(32),
      MALL_API_KEY: 'm'.repeat(32),
    });
    expect(c).toMatchObject({ seedDemoData: false, echoSmsCodes: false, publicOrigin: 'https://partner.example.com', masterAllowedIps: [] });
    expect(c.mallApiKey).toBe('m'.repeat(32));
    expect(c.clockControl).toBe(false);
  });

  it('refuses a short mall key and the clock control in prod', () => {
    const prod = {
      APP_PROFILE: 'prod',
      DATABASE_URL: 'postgres://u@db/po',
      PUBLIC_ORIGIN: 'https://partner.example.com/',
      SMS_API_URL: 'https://sms.example.com',
      SMS_API_KEY: 'k',
      SESSION_SECRET: 'x'.repeat(32),
    };
    expect(() => loadConfig({ ...prod, MALL_API_KEY: 'short' })).toThrow(/MALL_API_KEY/);
    expect(() => loadConfig({ ...prod, MALL_API_KEY: 'm'.repeat(32), CLOCK_CONTROL: 'true' })).toThrow(/CLOCK_CONTROL/);
  });
});
