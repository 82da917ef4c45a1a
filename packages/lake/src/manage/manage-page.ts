import {escapeHtml} from '../auth/sign-in-page.js'

/** One project management page: a heading, tabs, an optional message and the page's own HTML. */
export interface ManagePageOptions {
  nonce: string
  projectId: string
  projectName: string
  title: string
  /** Which tab is current: overview, members or api. */
  tab?: 'overview' | 'members' | 'api'
  message?: {tone: 'ok' | 'error'; text: string}
  /** Trusted HTML: every value in it was escaped by the caller (`html` below). */
  body: string
}

/** Escapes the interpolated values of a template; nested `html` results pass through. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, part, index) => {
    if (index === 0) return part
    const value = values[index - 1]
    const text = value instanceof SafeHtml ? value.value : escapeHtml(String(value ?? ''))
    return out + text + part
  }, '')
}

/** HTML already escaped, to nest inside `html` templates. */
export class SafeHtml {
  constructor(readonly value: string) {}
}

export function safe(value: string): SafeHtml {
  return new SafeHtml(value)
}

export function renderManagePage(options: ManagePageOptions): string {
  const base = `/manage/project/${encodeURIComponent(options.projectId)}`
  const tabs = (
    [
      ['overview', base, 'Overview'],
      ['members', `${base}/members`, 'Members'],
      ['api', `${base}/api`, 'API'],
    ] as const
  )
    .map(
      ([tab, href, label]) =>
        html`<a href="${href}" ${safe(tab === options.tab ? ' aria-current="page"' : '')}>${label}</a>`,
    )
    .join('')
  const message = options.message
    ? html`<p
        class="message ${options.message.tone}"
        role="${options.message.tone === 'error' ? 'alert' : 'status'}"
      >
        ${options.message.text}
      </p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · ${escapeHtml(options.projectName)}</title>
<style nonce="${options.nonce}">${STYLES}</style>
</head>
<body>
  <main>
    <p class="brand">Tessera · Project <strong>${escapeHtml(options.projectName)}</strong></p>
    <nav>${options.tab ? tabs : ''}</nav>
    <h1>${escapeHtml(options.title)}</h1>
    ${message}
    ${options.body}
  </main>
</body>
</html>
`
}

const STYLES = `
:root { color-scheme: light dark; --bg: #eef0f4; --card: #fff; --text: #1d2330; --muted: #5b6474;
  --border: #c5cad3; --accent: #2447d6; --error: #b3261e; --ok: #1b6e3a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #12151b; --card: #1c2029; --text: #e8ebf1; --muted: #a3abb9; --border: #3a4150;
    --accent: #7d96ff; --error: #ffb4ab; --ok: #8fd9a8; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 32px 16px; background: var(--bg); color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 760px; margin: 0 auto; background: var(--card); border-radius: 12px; padding: 28px;
  box-shadow: 0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.08); }
.brand { margin: 0; color: var(--muted); font-size: 13px; }
nav { display: flex; gap: 16px; margin: 12px 0 8px; border-bottom: 1px solid var(--border); }
nav a { padding: 6px 0; color: var(--muted); text-decoration: none; }
nav a[aria-current] { color: var(--accent); border-bottom: 2px solid var(--accent); font-weight: 600; }
h1 { font-size: 22px; margin: 16px 0; }
h2 { font-size: 17px; margin: 24px 0 8px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--border); vertical-align: middle; }
form.inline { display: inline-flex; gap: 6px; margin: 0; }
form.stack { display: grid; gap: 10px; max-width: 420px; }
label { font-size: 13px; font-weight: 600; }
input, select { font: inherit; color: inherit; background: transparent; padding: 6px 8px;
  border: 1px solid var(--border); border-radius: 6px; }
button { font: inherit; font-weight: 600; padding: 6px 12px; border: 0; border-radius: 6px;
  background: var(--accent); color: #fff; cursor: pointer; }
button.danger { background: transparent; color: var(--error); border: 1px solid var(--error); }
.message { padding: 10px 12px; border-radius: 8px; border: 1px solid currentColor; }
.message.ok { color: var(--ok); } .message.error { color: var(--error); }
.muted { color: var(--muted); }
code { overflow-wrap: anywhere; }
`
