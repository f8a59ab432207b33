/**
 * The widget's states (platform.md section 4, "Social widget"): loading, then loaded, or not_loaded
 * when it failed or had not loaded after 5000 ms. not_loaded is final: the widget is closed and our
 * own button takes its place, so a late "loaded" cannot bring back a second VK control.
 */
export type VkWidgetState = 'loading' | 'loaded' | 'not_loaded';
export type VkWidgetEvent = 'loaded' | 'failed' | 'timeout';

export function vkWidgetReducer(state: VkWidgetState, event: VkWidgetEvent): VkWidgetState {
  if (state === 'not_loaded') return state;
  switch (event) {
    case 'loaded':
      return 'loaded';
    case 'failed':
      return 'not_loaded';
    case 'timeout':
      // The time limit is for loading; a widget that loaded stays.
      return state === 'loading' ? 'not_loaded' : state;
  }
}
