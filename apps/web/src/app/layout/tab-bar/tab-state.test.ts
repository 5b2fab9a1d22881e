import { describe, expect, it } from 'vitest';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, fallbackPath, isOverTabLimit, refreshTab, viewKey, type TabEntry } from './tab-state';
import { initialTabs } from './tab-store';

const tab = (path: string, extra: Partial<TabEntry> = {}): TabEntry => ({
  path,
  name: path,
  title: 'common.noName',
  affix: false,
  noCache: false,
  version: 0,
  ...extra,
});
const home = tab('/home', { affix: true, name: 'home', title: 'menu.home' });
const paths = (tabs: readonly TabEntry[]) => tabs.map((t) => t.path);

describe('tab state', () => {
  it('starts with the affixed home tab', () => {
    expect(paths(initialTabs())).toEqual(['/home']);
    expect(initialTabs()[0]?.affix).toBe(true);
  });

  it('adds a tab only when its full path is absent', () => {
    const first = addTab([home], tab('/order/orderList'));
    expect(first.result).toBe('added');
    const again = addTab(first.tabs, tab('/order/orderList'));
    expect(again.result).toBe('exists');
    expect(again.tabs).toBe(first.tabs);
    // The query is part of the identity.
    expect(addTab(first.tabs, tab('/order/orderList?statusCd=10')).result).toBe('added');
  });

  it('refuses an 11th new path but still accepts an open one', () => {
    let tabs: readonly TabEntry[] = [home];
    for (let i = 1; i < 10; i++) tabs = addTab(tabs, tab(`/p/${i}`)).tabs;
    expect(tabs).toHaveLength(10);
    const eleventh = addTab(tabs, tab('/p/11'));
    expect(eleventh.result).toBe('refused');
    expect(eleventh.tabs).toBe(tabs);
    expect(isOverTabLimit(tabs, '/p/11')).toBe(true);
    expect(isOverTabLimit(tabs, '/p/3')).toBe(false);
    expect(addTab(tabs, tab('/p/3')).result).toBe('exists');
  });

  it('does not close an affixed tab', () => {
    const tabs = [home, tab('/a')];
    expect(closeTab(tabs, '/home')).toBe(tabs);
    expect(paths(closeTab(tabs, '/a'))).toEqual(['/home']);
    expect(closeTab(tabs, '/missing')).toBe(tabs);
  });

  it('close others keeps affixed tabs and the current one', () => {
    const tabs = [home, tab('/a'), tab('/b'), tab('/c', { affix: true })];
    expect(paths(closeOtherTabs(tabs, '/b'))).toEqual(['/home', '/b', '/c']);
  });

  it('close all keeps only affixed tabs and falls back to the last of them', () => {
    const tabs = closeAllTabs([home, tab('/a'), tab('/b')]);
    expect(paths(tabs)).toEqual(['/home']);
    expect(fallbackPath(tabs)).toBe('/home');
    expect(fallbackPath([])).toBe('/home');
  });

  it('refresh changes the view key of that tab only', () => {
    const tabs = [home, tab('/a')];
    const next = refreshTab(tabs, '/a');
    expect(viewKey(next[1]!)).not.toBe(viewKey(tabs[1]!));
    expect(next[0]).toBe(tabs[0]);
  });
});
