import { z } from 'zod';

// Zod's own fallback messages (for issues without a message of ours) in Brazilian Portuguese.
z.config(z.locales.ptBR());
