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

/** Copies text; `copied` is true for 3 s after a successful copy (spec §9). */
export function useCopy() {
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  useEffect(() => {
    if (copied === false) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => setCopied((await writeClipboard(text)) ? true : 'failed'), []);
  return { copied: copied === true, failed: copied === 'failed', copy };
}
