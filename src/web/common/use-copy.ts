import { useCallback, useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../config/timings';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a blocked permission: the classic hidden-textarea copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let ok: boolean;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** Selects an element's text for a copy by hand: a text field's whole value, or an element's content. */
export function selectForManualCopy(element: HTMLElement): void {
  element.focus();
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
    element.select();
    // iOS Safari ignores select() on its own.
    element.setSelectionRange(0, element.value.length);
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Copies text; `copied` is true for 3 s after a successful copy (spec §9). `copy` answers whether it worked; when
 * the clipboard is refused and `showOnFailure` is given (an element showing the same text), that text is selected
 * for a copy by hand.
 */
export function useCopy() {
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  useEffect(() => {
    if (copied === false) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string, showOnFailure?: HTMLElement | null): Promise<boolean> => {
    const ok = await writeClipboard(text);
    if (!ok && showOnFailure) selectForManualCopy(showOnFailure);
    setCopied(ok ? true : 'failed');
    return ok;
  }, []);
  return { copied: copied === true, failed: copied === 'failed', copy };
}
