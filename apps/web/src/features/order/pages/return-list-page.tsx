// Stands in until the page is built (issue 12).
export { PlaceholderPage as ReturnListPage } from '@/shared/ui/placeholder-page';
