import type { CategoryNode } from '@tread/domain';
import { useCategories } from './api/categories';

/** A category of the tree by id, with its department (the root above it, or itself). */
export function useCategory(categoryId: number | undefined) {
  const tree = useCategories();
  let department: CategoryNode | undefined;
  let category: { categoryId: number; name: string } | undefined;
  for (const root of tree.data?.categories ?? []) {
    if (root.categoryId === categoryId) {
      department = root;
      category = root;
    }
    const child = root.children.find((entry) => entry.categoryId === categoryId);
    if (child) {
      department = root;
      category = child;
    }
  }
  return { tree, department, category };
}

export function readPositiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
