// Stands in until the page is built (issue 12).
export { PlaceholderPage as ReturnHoldListPage } from '@/shared/ui/placeholder-page';
