import type { OrderLineProductsRepository } from './order-line-products.repository.ts';

/** Kept line products (the order list's product search): the rebuild a bulk loader runs. */
export function createOrderLineProductsService(deps: { repo: OrderLineProductsRepository }) {
  const { repo } = deps;
  return {
    /** Reads every line's product again (after a load with the triggers disabled: see LINE_PRODUCT_TRIGGERS). */
    rebuildLineProducts: () => repo.rebuildLineProducts(),
  };
}
export type OrderLineProductsService = ReturnType<typeof createOrderLineProductsService>;
