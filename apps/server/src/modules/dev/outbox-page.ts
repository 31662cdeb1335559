import type { OutboxRow } from '@/modules/mail/index.ts';
import { escapeHtml } from '@/modules/mail/index.ts';

function renderMessage(row: OutboxRow): string {
  const facts = [
    `<b>${escapeHtml(row.channel.toUpperCase())}</b> to <b>${escapeHtml(row.to)}</b>`,
    escapeHtml(row.createdAt.toISOString()),
    `status: ${escapeHtml(row.status)}${row.attempts ? `, ${row.attempts} failed attempts` : ''}`,
    ...(row.lastError ? [`last error: ${escapeHtml(row.lastError)}`] : []),
  ].join(' · ');
  const code = row.code ? `<p>Code: <code class="code">${escapeHtml(row.code)}</code></p>` : '';
  const link = row.link
    ? `<p>Link: <a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a></p>`
    : '';
  const attachments = row.attachments.length
    ? `<p>Attachments: ${row.attachments.map(({ filename }) => escapeHtml(filename)).join(', ')}</p>`
    : '';
  return `<article>
<p class="facts">${facts}</p>
${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}
${code}${link}${attachments}
<pre>${escapeHtml(row.text)}</pre>
</article>`;
}

/** The outbox as a page for developers: every email and SMS the product would have sent. */
export function renderOutboxPage({
  rows,
  to,
}: {
  rows: OutboxRow[];
  to: string | undefined;
}): string {
  const list = rows.length ? rows.map(renderMessage).join('\n') : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · development</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:8px;padding:16px;margin:0 0 16px}
.facts{color:#52606d;font-size:14px;margin:0 0 8px}
h2{font-size:18px;margin:0 0 8px}
pre{white-space:pre-wrap;background:#f5f7fa;padding:12px;border-radius:6px}
article a,pre{overflow-wrap:anywhere}
.code{font-size:22px;letter-spacing:6px}
label{display:block;font-weight:600;margin-bottom:4px}
form{margin:0 0 24px;display:flex;gap:8px;align-items:end}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Email and SMS kept here while no SMTP relay (SMTP_URL) or SMS provider (TWILIO_*) is configured. Development only.</p>
<form method="get" action="/dev/outbox">
<div><label for="to">Recipient (email or phone)</label><input id="to" name="to" value="${escapeHtml(to ?? '')}"></div>
<button type="submit">Filter</button>
</form>
${list}
</body>
</html>`;
}
