/** The HTML frame every Rumo e-mail shares. Callers pass already-escaped HTML. */
export function renderEmailHtml(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#4338ca">Rumo</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#71717a">Você recebeu este e-mail porque ele foi informado no Rumo. Se não foi você, pode ignorá-lo.</p>
</div></body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
