import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionTooltip } from '../src/components/ActionTooltip';
import { installActionTooltips } from '../src/components/action-tooltips';

const tooltip = () => document.querySelector('[role="tooltip"]');
const fire = (target: Element, type: string, init: MouseEventInit = {}) => target.dispatchEvent(new MouseEvent(type, { bubbles: true, ...init }));

describe('ActionTooltip and the page tooltip', () => {
  let uninstall: () => void;
  let view: HTMLButtonElement;
  let outside: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    // The markup the server renders, and hydration keeps: the button with its title, marked for the tooltip.
    document.body.innerHTML = `<p id="outside">text</p>${renderToString(
      <ActionTooltip title="View">
        <button type="button" aria-label="View the door">
          <svg />
        </button>
      </ActionTooltip>,
    )}`;
    view = document.querySelector('button')!;
    outside = document.getElementById('outside')!;
    uninstall = installActionTooltips(document);
  });

  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders the button with its title as its description, marked for the tooltip', () => {
    expect(view.getAttribute('title')).toBe('View');
    expect(view.hasAttribute('data-tooltip')).toBe(true);
  });

  it('shows after 100 ms of hover, describes the button while open, and gives the title back when the pointer leaves', () => {
    fire(view.querySelector('svg')!, 'pointerover');
    vi.advanceTimersByTime(99);
    expect(tooltip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(tooltip()?.textContent).toBe('View');
    expect(view.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    // The browser's own tooltip stays away.
    expect(view.hasAttribute('title')).toBe(false);

    // Moving within the button keeps it open.
    fire(view.querySelector('svg')!, 'pointerout', { relatedTarget: view });
    expect(tooltip()).not.toBeNull();
    fire(view, 'pointerout', { relatedTarget: outside });
    expect(tooltip()).toBeNull();
    expect(view.getAttribute('title')).toBe('View');
    expect(view.hasAttribute('aria-describedby')).toBe(false);
  });

  it('does not open when the pointer leaves before the delay', () => {
    fire(view, 'pointerover');
    fire(view, 'pointerout', { relatedTarget: outside });
    vi.advanceTimersByTime(500);
    expect(tooltip()).toBeNull();
    expect(view.getAttribute('title')).toBe('View');
  });

  it('takes a new title while open (Save becomes Saved) and closes on Escape', async () => {
    fire(view, 'pointerover');
    vi.advanceTimersByTime(100);
    // As React sets a changed prop.
    view.setAttribute('title', 'Saved');
    await Promise.resolve();
    expect(tooltip()?.textContent).toBe('Saved');
    expect(view.hasAttribute('title')).toBe(false);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tooltip()).toBeNull();
    expect(view.getAttribute('title')).toBe('Saved');
  });

  it('opens on a long press, larger, and closes 1.5 s after the finger lifts', () => {
    view.dispatchEvent(new Event('touchstart', { bubbles: true }));
    vi.advanceTimersByTime(699);
    expect(tooltip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(tooltip()?.classList.contains('action-tooltip-touch')).toBe(true);
    view.dispatchEvent(new Event('touchend', { bubbles: true }));
    vi.advanceTimersByTime(1499);
    expect(tooltip()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(tooltip()).toBeNull();

    // A tap is not a long press.
    view.dispatchEvent(new Event('touchstart', { bubbles: true }));
    view.dispatchEvent(new Event('touchend', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(tooltip()).toBeNull();
  });

  it('closes when its button leaves the page', () => {
    fire(view, 'pointerover');
    vi.advanceTimersByTime(100);
    view.remove();
    vi.advanceTimersByTime(20);
    expect(tooltip()).toBeNull();
  });

  it('is gone with its listeners once uninstalled', () => {
    uninstall();
    fire(view, 'pointerover');
    vi.advanceTimersByTime(500);
    expect(tooltip()).toBeNull();
    uninstall = () => {};
  });
});
