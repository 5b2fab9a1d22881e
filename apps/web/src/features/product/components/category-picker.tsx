import type { TStandardCategory } from '@po/contracts';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/reference';

interface CategoryOption {
  value: string;
  label: string;
  children?: CategoryOption[];
}

/** The flat tree (a parent before its children) as nested options; only a leaf ends a choice. */
export function toCategoryOptions(list: readonly TStandardCategory[]): CategoryOption[] {
  const byId = new Map<string, CategoryOption>();
  const roots: CategoryOption[] = [];
  for (const c of list) {
    const node: CategoryOption = { value: c.standardCategoryId, label: c.categoryNm, ...(c.leafYn === 'N' ? { children: [] } : {}) };
    byId.set(c.standardCategoryId, node);
    const parent = c.upperCategoryId ? byId.get(c.upperCategoryId) : undefined;
    (parent?.children ?? roots).push(node);
  }
  return roots;
}

/** The ids from the top down to `id` (the cascader's value). */
function pathOf(list: readonly TStandardCategory[], id: string | undefined): string[] {
  const byId = new Map(list.map((c) => [c.standardCategoryId, c]));
  const path: string[] = [];
  for (let c = id ? byId.get(id) : undefined; c; c = c.upperCategoryId ? byId.get(c.upperCategoryId) : undefined) path.unshift(c.standardCategoryId);
  return path;
}

export interface CategoryPickerProps {
  value?: string;
  onChange?: (id: string | undefined) => void;
  disabled?: boolean;
  /** A list filter: any level ends a choice (a node searches its subtree). */
  anyLevel?: boolean;
  'data-testid'?: string;
}

/** The standard category: a cascade down to a leaf, or a search over the names of every level. */
export function CategoryPicker({ value, onChange, disabled, anyLevel, 'data-testid': testId }: CategoryPickerProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const list = useMemo(() => categories.data?.list ?? [], [categories.data]);
  const options = useMemo(() => toCategoryOptions(list), [list]);
  return (
    <Cascader<CategoryOption>
      options={options}
      value={pathOf(list, value)}
      onChange={(path) => onChange?.(path?.at(-1))}
      loading={categories.isPending}
      disabled={disabled}
      changeOnSelect={anyLevel}
      allowClear={anyLevel}
      showSearch={{ filter: (input, path) => path.some((o) => o.label.toLowerCase().includes(input.toLowerCase())) }}
      placeholder={t('product.help.categorySearch')}
      style={{ width: anyLevel ? 240 : '100%' }}
      data-testid={testId}
    />
  );
}
