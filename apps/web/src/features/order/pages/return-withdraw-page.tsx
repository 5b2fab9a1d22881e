// Stands in until the page is built (issue 12).
export { PlaceholderPage as ReturnWithdrawPage } from '@/shared/ui/placeholder-page';
