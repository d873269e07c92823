import { useSyncExternalStore } from 'react';

/** A mouse or trackpad: phones and tablets answer no to both. */
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

const snapshot = () => keyPressed || window.matchMedia(FINE_POINTER_QUERY).matches;

/**
 * Whether a keyboard is likely: a fine pointer with hover (a computer), or a
 * key already pressed on this page. Hints about keys show only then; the keys
 * themselves work everywhere.
 */
export function useKeyboardLikely(): boolean {
  // Prerendered HTML (and so the hydrating render) assumes a phone: no key hints until the browser says otherwise.
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
