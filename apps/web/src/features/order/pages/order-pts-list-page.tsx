// Stands in until the page is built (issue 12).
export { PlaceholderPage as OrderPtsListPage } from '@/shared/ui/placeholder-page';
