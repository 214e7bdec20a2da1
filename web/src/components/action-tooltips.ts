import { TOOLTIP } from './action-tooltip-styles';

/** The attribute ActionTooltip gives its button: the button's `title` is then shown as the page's tooltip. */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip';

// MUI's Tooltip timings and distances.
const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;
const GAP_PX = 14;
const TOUCH_GAP_PX = 24;
const EDGE_PX = 2;

const tooltipTarget = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`) : null);

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: every focus shows it.
    return true;
  }
}

/**
 * One tooltip for every button marked by ActionTooltip, shown as MUI's Tooltip shows one: after a hover of 100 ms, on
 * keyboard focus, or after a long press, below the button (above where the screen ends), until the pointer or focus
 * leaves or Escape is pressed. List pages have three such buttons on every row and card: a MUI Tooltip each was a
 * good part of hydrating them. While it shows, the button's `title` (its description when closed, which the server
 * renders) moves into the tooltip, which then describes it (`aria-describedby`), so the browser's own tooltip stays
 * away. Returns what removes it again.
 */
export function installActionTooltips(doc: Document): () => void {
  const tip = doc.createElement('div');
  tip.id = 'action-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.className = TOOLTIP.root;
  let anchor: HTMLElement | null = null;
  let pending: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  let lastRect = '';

  // A re-render that changes the title while it shows (Save becomes Saved): the tooltip takes the new text.
  const titleChanges = new MutationObserver(() => {
    const title = anchor?.getAttribute('title');
    if (!anchor || title == null) return;
    tip.textContent = title;
    anchor.removeAttribute('title');
  });

  const schedule = (action: () => void, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(action, delay);
  };

  // Follows the button as the page scrolls or moves, as MUI's Popper does, and closes once the button is gone.
  const follow = () => {
    if (!anchor) return;
    if (!anchor.isConnected) {
      hide();
      return;
    }
    const rect = anchor.getBoundingClientRect();
    const key = `${rect.left},${rect.top},${rect.width},${rect.height}`;
    if (key !== lastRect) {
      lastRect = key;
      place(rect);
    }
    frame = requestAnimationFrame(follow);
  };

  function place(rect: DOMRect) {
    const view = doc.documentElement;
    const gap = tip.classList.contains(TOOLTIP.touch) ? TOUCH_GAP_PX : GAP_PX;
    const { offsetWidth: width, offsetHeight: height } = tip;
    const below = rect.bottom + gap;
    const fitsBelow = below + height <= view.clientHeight - EDGE_PX || rect.top - gap - height < EDGE_PX;
    const left = Math.min(Math.max(rect.left + rect.width / 2 - width / 2, EDGE_PX), view.clientWidth - width - EDGE_PX);
    tip.dataset.placement = fitsBelow ? 'bottom' : 'top';
    tip.style.top = `${Math.round(fitsBelow ? below : rect.top - gap - height)}px`;
    tip.style.left = `${Math.round(left)}px`;
  }

  function show(element: HTMLElement, touch: boolean) {
    hide();
    const title = element.getAttribute('title');
    if (!title || !element.isConnected) return;
    anchor = element;
    element.removeAttribute('title');
    element.setAttribute('aria-describedby', tip.id);
    tip.textContent = title;
    tip.classList.toggle(TOOLTIP.touch, touch);
    doc.body.append(tip);
    titleChanges.observe(element, { attributes: true, attributeFilter: ['title'] });
    lastRect = '';
    follow();
  }

  function hide() {
    clearTimeout(timer);
    pending = null;
    if (!anchor) return;
    titleChanges.disconnect();
    cancelAnimationFrame(frame);
    if (!anchor.hasAttribute('title')) anchor.setAttribute('title', tip.textContent ?? '');
    anchor.removeAttribute('aria-describedby');
    anchor = null;
    tip.remove();
  }

  const enter = (element: HTMLElement | null, touch: boolean) => {
    if (!element || element === anchor || element === pending) return;
    pending = element;
    schedule(() => show(element, touch), touch ? TOUCH_ENTER_DELAY_MS : ENTER_DELAY_MS);
  };
  const leave = (element: HTMLElement | null) => {
    if (!element) return;
    if (element === anchor) hide();
    else if (element === pending) {
      clearTimeout(timer);
      pending = null;
    }
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') enter(tooltipTarget(event.target), false);
  };
  const onPointerOut = (event: PointerEvent) => {
    const element = tooltipTarget(event.target);
    if (element && !(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) leave(element);
  };
  const onFocusIn = (event: FocusEvent) => {
    const element = tooltipTarget(event.target);
    if (element && focusVisible(element)) enter(element, false);
  };
  const onFocusOut = (event: FocusEvent) => leave(tooltipTarget(event.target));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  const onTouchStart = (event: TouchEvent) => enter(tooltipTarget(event.target), true);
  const onTouchEnd = () => {
    if (pending) hide();
    else if (anchor) schedule(hide, TOUCH_LEAVE_DELAY_MS);
  };

  const listeners = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
    ['keydown', onKeyDown],
    ['touchstart', onTouchStart],
    ['touchend', onTouchEnd],
    ['touchcancel', onTouchEnd],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, { capture: true, passive: true });
  return () => {
    hide();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, { capture: true });
  };
}
