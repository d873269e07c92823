import { z } from 'zod';

// Zod's own fallback messages (for issues without a message of ours) in Brazilian Portuguese.
z.config(z.locales.ptBR());

// In a browser, no JIT: zod would probe `new Function` once, and the app's CSP (no eval) reports that probe as a
// violation in the browser's Issues panel even though zod catches it. The server keeps the faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });
