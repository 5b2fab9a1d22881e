import type { TSettlementProfileReply } from '@po/contracts';
import type { ReactNode } from 'react';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useSettlementProfile } from '../api/settlement-profile';

/** A settlement screen once the seller's profile is known (its period opens on the last fixed month). */
export function ProfileGate({ children }: { children: (profile: TSettlementProfileReply) => ReactNode }) {
  useMessageNamespaces('calculate', 'calculatePage');
  const profile = useSettlementProfile();
  if (profile.error) return <QueryFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <PageSpinner />;
  return <>{children(profile.data)}</>;
}
