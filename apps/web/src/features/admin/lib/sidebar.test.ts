import { describe, expect, it } from 'vitest';
import { initialSidebarState, type SidebarState, sidebarReducer, sidebarView, viewportBand } from './sidebar';

const resize = (state: SidebarState, width: number) => sidebarReducer(state, { type: 'resize', width });
const toggle = (state: SidebarState) => sidebarReducer(state, { type: 'toggle' });

describe('viewportBand', () => {
  it('puts 768 px and wider in wide, 480–767 in narrow, below 480 in tiny', () => {
    expect(viewportBand(1280)).toBe('wide');
    expect(viewportBand(768)).toBe('wide');
    expect(viewportBand(767)).toBe('narrow');
    expect(viewportBand(480)).toBe('narrow');
    expect(viewportBand(479)).toBe('tiny');
    expect(viewportBand(320)).toBe('tiny');
  });
});

describe('sidebar', () => {
  it('starts expanded on a wide screen, collapsed on a narrow one and closed on a phone', () => {
    expect(sidebarView(initialSidebarState(1280))).toBe('expanded');
    expect(sidebarView(initialSidebarState(1280, true))).toBe('collapsed');
    expect(sidebarView(initialSidebarState(600))).toBe('collapsed');
    expect(sidebarView(initialSidebarState(375))).toBe('hidden');
  });

  it('toggles between expanded and collapsed on wide and narrow screens', () => {
    const wide = toggle(initialSidebarState(1280));
    expect(sidebarView(wide)).toBe('collapsed');
    expect(sidebarView(toggle(wide))).toBe('expanded');
    expect(sidebarView(toggle(initialSidebarState(600)))).toBe('expanded');
  });

  it('collapses by itself when the window gets narrower than 768 px', () => {
    expect(sidebarView(resize(initialSidebarState(1280), 700))).toBe('collapsed');
  });

  it('is forced closed below 480 px, even when the user had opened it', () => {
    const opened = toggle(initialSidebarState(600));
    expect(sidebarView(opened)).toBe('expanded');
    expect(sidebarView(resize(opened, 400))).toBe('hidden');
  });

  it('opens over the page on a phone when toggled, and closes on navigation', () => {
    const overlay = toggle(initialSidebarState(375));
    expect(sidebarView(overlay)).toBe('overlay');
    expect(sidebarView(sidebarReducer(overlay, { type: 'navigate' }))).toBe('hidden');
    expect(sidebarView(toggle(overlay))).toBe('hidden');
  });

  it("keeps the user's choice while the width stays within a band", () => {
    const opened = toggle(initialSidebarState(600));
    expect(resize(opened, 700)).toBe(opened);
    const collapsed = toggle(initialSidebarState(1400));
    expect(resize(collapsed, 900)).toBe(collapsed);
  });

  it('restores the choice made on a wide screen when the window grows back', () => {
    const collapsed = toggle(initialSidebarState(1280));
    expect(sidebarView(resize(resize(collapsed, 375), 1280))).toBe('collapsed');
    const expanded = initialSidebarState(1280);
    expect(sidebarView(resize(resize(expanded, 600), 1280))).toBe('expanded');
  });

  it('ignores navigation when nothing covers the page', () => {
    const state = initialSidebarState(1280);
    expect(sidebarReducer(state, { type: 'navigate' })).toBe(state);
  });
});
