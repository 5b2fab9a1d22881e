import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type MenuViewer, type RouteMeta } from '@po/contracts';
import { hasMenuIcon } from './menu-icons';
import { buildMenuModel, linkPath, openGroupKeys, selectedKey, type MenuNode } from './menu-model';

const viewer = (v: Partial<MenuViewer>): MenuViewer => ({ roles: [], managerRoles: [], entrFlag: 'C', entrType: 'N', ...v });
const keys = (model: MenuNode[]) => model.map((n) => n.key);
const child = (model: MenuNode[], group: string) => model.find((n) => n.key === group)?.children?.map((c) => c.key) ?? [];

describe('sidebar for a viewer', () => {
  it('domestic general seller (role 30, manager 40) sees the business menus but no travel or admin', () => {
    const model = buildMenuModel(viewer({ roles: ['30'], managerRoles: ['40'] }));
    expect(keys(model)).toEqual(['/home', '/notice', '/product', '/order', '/return', '/calculate', '/qna', '/statistic', '/promotion', '/setting']);
    // Hidden detail pages never appear; admin-only entries neither.
    expect(child(model, '/product')).not.toContain('/product/productUpdateForm/:prodCd');
    expect(child(model, '/order')).toEqual(['/order/orderList', '/order/orderStatus']);
    // Domestic: KICC-checked pages shown; the open-market and the global-only purchase-agency pages hidden; optional segment dropped.
    expect(child(model, '/calculate')).toEqual(['/calculate/partnerSupplyEntrList', '/calculate/partnerBillPublishList', '/calculate/partnerVatReport']);
  });

  it('travel-only seller (manager 190) sees travel menus instead of product and order', () => {
    const model = buildMenuModel(viewer({ roles: ['30'], managerRoles: ['190'] }));
    expect(keys(model)).toContain('/travelProduct');
    expect(keys(model)).toContain('/travelOrder');
    expect(keys(model)).not.toContain('/product');
    expect(keys(model)).not.toContain('/order');
  });

  it('open-market and global sellers get their settlement variants: each kind of seller its own lists', () => {
    const openMarket = buildMenuModel(viewer({ roles: ['30'], managerRoles: ['40'], entrType: 'O' }));
    expect(child(openMarket, '/calculate')).toEqual([
      '/calculate/partnerSupplyEntrList',
      '/calculate/partnerBillPublishList',
      '/calculate/partnerVatReport',
      '/calculate/partnerOpenMarketPaymentList',
    ]);
    const global = buildMenuModel(viewer({ roles: ['30'], managerRoles: ['40'], entrType: 'G' }));
    expect(child(global, '/calculate')).toEqual(['/calculate/partnerPurveyanceList']);
  });

  it('settings-only account (role 10) sees home, notices and settings', () => {
    expect(keys(buildMenuModel(viewer({ roles: ['10'] })))).toEqual(['/home', '/notice', '/setting']);
  });

  it('admin sees every group, master sessions lose the flag-checked settlement pages', () => {
    const admin = buildMenuModel(viewer({ roles: ['admin'], entrFlag: 'C' }));
    expect(keys(admin)).toEqual(APP_ROUTES.filter((r) => !r.hidden).map((r) => r.path));
    expect(child(admin, '/order')).toContain('/order/orderPtsList');
    // Every settlement page is flag-checked, so a master session has no settlement group at all.
    const master = buildMenuModel(viewer({ roles: ['admin'], entrFlag: 'A' }));
    expect(keys(master)).not.toContain('/calculate');
    expect(keys(master)).toContain('/admin');
  });

  it('hides the settings of an operator who views no seller, and shows them once one is chosen', () => {
    expect(keys(buildMenuModel(viewer({ roles: ['admin'], entrFlag: 'A', hasSeller: false })))).not.toContain('/setting');
    expect(keys(buildMenuModel(viewer({ roles: ['admin'], entrFlag: 'A', hasSeller: true })))).toContain('/setting');
  });

  it('maps every icon name of the route table', () => {
    const icons = APP_ROUTES.map((r: RouteMeta) => r.icon).filter((i): i is string => !!i);
    expect(icons.filter((i) => !hasMenuIcon(i))).toEqual([]);
  });

  it('selects and opens the entry of the current path', () => {
    const model = buildMenuModel(viewer({ roles: ['admin'] }));
    expect(selectedKey(model, '/order/orderList')).toBe('/order/orderList');
    expect(selectedKey(model, '/calculate/partnerBillPublishList/202401')).toBe('/calculate/partnerBillPublishList');
    expect(openGroupKeys(model, '/order/orderList')).toEqual(['/order']);
    expect(linkPath('/setting/deliveryPolicyForm/:dlcstPlcyCd?')).toBe('/setting/deliveryPolicyForm');
  });
});
