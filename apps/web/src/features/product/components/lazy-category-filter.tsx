import { Select } from 'antd';
import { lazy, Suspense } from 'react';
import type { CategoryPickerProps } from './category-picker';

// The cascader and the category tree load beside the list, not before it shows.
const CategoryPicker = lazy(() => import('./category-picker').then((m) => ({ default: m.CategoryPicker })));

/** The category filter of a product list: any level of the tree (a node searches its subtree). */
export function LazyCategoryFilter(props: Omit<CategoryPickerProps, 'anyLevel'>) {
  return (
    <Suspense fallback={<Select disabled style={{ width: 240 }} />}>
      <CategoryPicker {...props} anyLevel />
    </Suspense>
  );
}
