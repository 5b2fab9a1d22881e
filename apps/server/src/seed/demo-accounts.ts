/** The demo accounts `npm start` prints; the sign-in issue seeds them (all share DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Fashion#2026';

export interface DemoAccount {
  mgrId: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [];
