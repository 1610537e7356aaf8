/** The events that mean a visitor has started to use a part of the page: what loads its code only when used. */
export const FIRST_TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'] as const;
