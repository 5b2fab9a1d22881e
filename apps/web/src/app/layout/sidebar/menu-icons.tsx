import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CarOutlined,
  GiftOutlined,
  HomeOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** meta.icon names of APP_ROUTES -> antd icons. */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  notification: NotificationOutlined,
  shopping: ShoppingOutlined,
  car: CarOutlined,
  shoppingCart: ShoppingCartOutlined,
  calendar: CalendarOutlined,
  rollback: RollbackOutlined,
  calculator: CalculatorOutlined,
  question: QuestionCircleOutlined,
  barChart: BarChartOutlined,
  gift: GiftOutlined,
  setting: SettingOutlined,
  audit: AuditOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon aria-hidden />;
}

export const hasMenuIcon = (name: string) => name in ICONS;
