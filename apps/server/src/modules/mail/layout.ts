import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type HtmlBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string };

/** The layout's own lines, in the email's language. */
const LAYOUT_WORDS: Record<Locale, { copyAddress: string; why: string }> = {
  en: {
    copyAddress: 'If the button does not work, copy this address into your browser:',
    why: `You received this email because someone used this address on ${PRODUCT_NAME}. If it was not you, you can ignore it.`,
  },
  hi: {
    copyAddress: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
    why: `आपको यह ईमेल इसलिए मिला क्योंकि किसी ने ${PRODUCT_NAME} पर इस पते का उपयोग किया। अगर वह आप नहीं थे, तो आप इसे अनदेखा कर सकते हैं।`,
  },
};

function renderBlock(block: HtmlBlock, locale: Locale): string {
  if (block.kind === 'paragraph') {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(block.text)}</p>`;
  }
  if (block.kind === 'code') {
    return `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:12px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#0b4f6c">${escapeHtml(block.code)}</p>`;
  }
  const href = escapeHtml(block.href);
  return `<p style="margin:8px 0 24px"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(LAYOUT_WORDS[locale].copyAddress)}<br><a href="${href}" style="color:#0b7285;word-break:break-all">${href}</a></p>`;
}

/** A plain, widely supported HTML email in `locale`: one centred column, inline styles only. */
export function renderEmailHtml({
  locale,
  title,
  blocks,
}: {
  locale: Locale;
  title: string;
  blocks: HtmlBlock[];
}): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b7285">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#1f2933">${escapeHtml(title)}</h1>
${blocks.map((block) => renderBlock(block, locale)).join('\n')}
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#7b8794">${escapeHtml(LAYOUT_WORDS[locale].why)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
