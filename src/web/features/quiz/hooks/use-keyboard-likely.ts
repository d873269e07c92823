import { useSyncExternalStore } from 'react';

/** A mouse or trackpad: phones and tablets answer no to both (most of them: see `pointerSaysKeyboard`). */
const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

export function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

let keyPressed = false;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(FINE_POINTER_QUERY);
  // A key pressed outside a text field means a real keyboard (an on-screen one only types into fields).
  const onKey = (event: KeyboardEvent) => {
    if (keyPressed || isTyping(event.target)) return;
    keyPressed = true;
    onChange();
  };
  media.addEventListener('change', onChange);
  window.addEventListener('keydown', onKey);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener('keydown', onKey);
  };
}

/**
 * A computer with a mouse: a fine pointer with hover, on a screen that takes no touch. The media
 * query alone is not enough: some Android phones (Samsung's among them) report hover on a touch
 * screen, and Chromium's touch emulation reads as a mouse while it takes a full-page screenshot.
 * The number of touch points does not waver; a touch screen waits for a key press.
 */
const pointerSaysKeyboard = () => navigator.maxTouchPoints === 0 && window.matchMedia(FINE_POINTER_QUERY).matches;

const snapshot = () => keyPressed || pointerSaysKeyboard();

/**
 * Whether a keyboard is likely: a computer with a mouse, or a key already
 * pressed on this page. Hints about keys show only then; the keys themselves
 * work everywhere.
 */
export function useKeyboardLikely(): boolean {
  // Prerendered HTML (and so the hydrating render) assumes a phone: no key hints until the browser says otherwise.
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
