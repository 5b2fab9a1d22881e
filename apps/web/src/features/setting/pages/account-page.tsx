import { Flex } from 'antd';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { lazyOnVisible } from '@/shared/ui/lazy-on-visible';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useAccount } from '../api/account';
import { BankAccountForm } from '../components/bank-account-form';
import { BusinessInfo } from '../components/business-info';
import { ContactsForm } from '../components/contacts-form';

// The record of changes (a paged Table) sits under the three forms: it loads when it scrolls near.
const ChangeHistory = lazyOnVisible(() => import('../components/change-history').then((m) => m.ChangeHistory));

/** /setting/account: the company, its contacts, its settlement account and the record of changes. */
export function AccountPage() {
  const account = useAccount();
  if (account.error) return <QueryFailed error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data) return <PageSpinner />;
  return (
    <Flex vertical gap={12} data-testid="account-page">
      <BusinessInfo account={account.data} />
      <ContactsForm account={account.data} />
      <BankAccountForm account={account.data} />
      <ChangeHistory />
    </Flex>
  );
}
