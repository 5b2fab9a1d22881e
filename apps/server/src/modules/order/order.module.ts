import { defineModule } from '@/platform/modules/module-manifest.ts';
import { orderRoutes } from './order.routes.ts';
import { createOrderService, type OrderService } from './order.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    orders: OrderService;
  }
}

/** Orders: a placeholder list until the order issue, so its menu's permission holds on the server now. */
export const manifest = defineModule({
  name: 'order',
  services: () => ({ orders: createOrderService() }),
  routes: ({ services }) => [orderRoutes({ orders: services.orders })],
});
