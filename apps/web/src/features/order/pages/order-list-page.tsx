// Stands in until the page is built (issue 12).
export { PlaceholderPage as OrderListPage } from '@/shared/ui/placeholder-page';
