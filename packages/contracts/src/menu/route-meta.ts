/** Meta of one route: what the sidebar, breadcrumb, tab bar and permission filter read. */
export interface RouteMeta {
  /** Unique name; the web maps it to a page component and the tab bar keys cached views by it. */
  name: string;
  /** Path segment relative to the parent (no leading slash for children). */
  path: string;
  /** i18n key of the title; tabs fall back to `common.noName` when absent. */
  titleKey?: string;
  /** Sidebar icon name (the web maps names to icons). */
  icon?: string;
  /** Account roles allowed; absent means every signed-in account. */
  roles?: readonly string[];
  /** Manager roles allowed; absent means no manager-role check. */
  managerRoles?: readonly string[];
  /** Not listed in the sidebar (detail pages, popups opened as pages). */
  hidden?: boolean;
  /** Tab cannot be closed. */
  affix?: boolean;
  /** View is not kept mounted while its tab is open. */
  noCache?: boolean;
  /** Shown to open-market sellers (entrType O) only; hidden for master sessions (ENTR_FLAG A) and every other seller. */
  checkOpenMarket?: boolean;
  /** Hidden for master sessions and global sellers (entrType G). */
  checkKICC?: boolean;
  /** Hidden for master sessions and every seller that is not global (entrType G). */
  checkDomestic?: boolean;
  /** Shows one seller's own data: hidden for a session that views no seller (an operator before choosing one). */
  needsSeller?: boolean;
  /** Route the group opens by default. */
  redirect?: string;
  children?: readonly RouteMeta[];
}
