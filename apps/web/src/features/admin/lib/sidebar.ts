/** Spec §2/§9: the sidebar collapses below 768 px and is forced closed below 480 px. */
export const SIDEBAR_COLLAPSE_BELOW = 768;
export const SIDEBAR_HIDE_BELOW = 480;

export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/** wide ≥ 768 px; narrow 480–767 px; tiny < 480 px */
export type ViewportBand = 'wide' | 'narrow' | 'tiny';

export function viewportBand(width: number): ViewportBand {
  if (width < SIDEBAR_HIDE_BELOW) return 'tiny';
  if (width < SIDEBAR_COLLAPSE_BELOW) return 'narrow';
  return 'wide';
}

export interface SidebarState {
  band: ViewportBand;
  /** icons only (wide and narrow screens) */
  collapsed: boolean;
  /** the user's own choice on wide screens, restored when the window grows back */
  preferCollapsed: boolean;
  /** the sidebar over the page on tiny screens */
  overlayOpen: boolean;
}

export type SidebarAction = { type: 'resize'; width: number } | { type: 'toggle' } | { type: 'navigate' };

/** How the sidebar shows. */
export type SidebarView = 'expanded' | 'collapsed' | 'hidden' | 'overlay';

export function initialSidebarState(width: number, preferCollapsed = false): SidebarState {
  const band = viewportBand(width);
  return {
    band,
    collapsed: band === 'narrow' || (band === 'wide' && preferCollapsed),
    preferCollapsed,
    overlayOpen: false,
  };
}

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'resize': {
      const band = viewportBand(action.width);
      // Within a band the user's toggling wins; crossing a threshold applies the automatic state.
      if (band === state.band) return state;
      return initialSidebarState(action.width, state.preferCollapsed);
    }
    case 'toggle':
      if (state.band === 'tiny') return { ...state, overlayOpen: !state.overlayOpen };
      if (state.band === 'wide') {
        return { ...state, collapsed: !state.collapsed, preferCollapsed: !state.collapsed };
      }
      return { ...state, collapsed: !state.collapsed };
    case 'navigate':
      // On a phone the open menu covers the page: choosing an item closes it.
      return state.overlayOpen ? { ...state, overlayOpen: false } : state;
  }
}

export function sidebarView(state: SidebarState): SidebarView {
  if (state.band === 'tiny') return state.overlayOpen ? 'overlay' : 'hidden';
  return state.collapsed ? 'collapsed' : 'expanded';
}
