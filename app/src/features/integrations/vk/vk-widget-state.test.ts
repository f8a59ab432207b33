import { describe, expect, it } from 'vitest';
import { vkWidgetReducer, type VkWidgetEvent, type VkWidgetState } from './vk-widget-state';

const run = (events: VkWidgetEvent[], from: VkWidgetState = 'loading') => events.reduce(vkWidgetReducer, from);

describe('the VK ID widget states', () => {
  it('given a widget that answers in time / it is loaded and the time limit changes nothing', () => {
    expect(run(['loaded'])).toBe('loaded');
    expect(run(['loaded', 'timeout'])).toBe('loaded');
  });

  it('given no answer within 5000 ms / it is not loaded', () => {
    expect(run(['timeout'])).toBe('not_loaded');
  });

  it('given a failure while loading or after / it is not loaded', () => {
    expect(run(['failed'])).toBe('not_loaded');
    expect(run(['loaded', 'failed'])).toBe('not_loaded');
  });

  it('given a widget already replaced by our button / a late answer does not bring it back', () => {
    expect(run(['timeout', 'loaded'])).toBe('not_loaded');
    expect(run(['failed', 'loaded', 'timeout'])).toBe('not_loaded');
  });
});
