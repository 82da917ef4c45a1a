/**
 * The lake's sign-in page: plain HTML and CSS, no script, so it works under a strict Content
 * Security Policy. Every value put into it is escaped.
 */
export interface SignInPageOptions {
  /** Per-response nonce that lets the inline stylesheet through the Content Security Policy. */
  nonce: string
  projectName: string
  /** Shown in red above the form (wrong password, too many attempts, a broken link). */
  error?: string
  /** Shown instead of the form (signed in without a place to return to). */
  notice?: {heading: string; text: string}
  /** The form's target (path and query) and the email to fill in again after a failure. */
  form?: {action: string; email: string}
  /** The host the sign-in returns to, shown so people can see where their sign-in goes. */
  returnTo?: string
}

export function renderSignInPage(options: SignInPageOptions): string {
  const {nonce, projectName, error, notice, form, returnTo} = options
  const heading = notice ? notice.heading : 'Sign in'
  const errorBlock = error
    ? `<p id="sign-in-error" class="error" role="alert"><span aria-hidden="true">!</span>${escapeHtml(error)}</p>`
    : ''
  const describedBy = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : ''
  const body = notice
    ? `<p class="notice">${escapeHtml(notice.text)}</p>`
    : form
      ? `<form method="post" action="${escapeHtml(form.action)}">
      <div class="field">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required
          value="${escapeHtml(form.email)}"${describedBy}${form.email ? '' : ' autofocus'}>
      </div>
      <div class="field">
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${
          form.email ? ' autofocus' : ''
        }${describedBy}>
      </div>
      <button type="submit">Sign in</button>
    </form>${returnTo ? `\n    <p class="return">You will return to <strong>${escapeHtml(returnTo)}</strong></p>` : ''}`
      : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · ${escapeHtml(projectName)}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
  <main class="card" aria-labelledby="heading">
    <p class="brand">Tessera</p>
    <h1 id="heading">${escapeHtml(heading)}</h1>
    <p class="project">Project <strong>${escapeHtml(projectName)}</strong></p>
    ${errorBlock}
    ${body}
  </main>
</body>
</html>
`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLES = `
:root { color-scheme: light dark; --bg: #eef0f4; --card: #fff; --text: #1d2330; --muted: #5b6474;
  --border: #c5cad3; --accent: #2447d6; --accent-hover: #1b37a8; --error: #b3261e; --error-bg: #fdecea; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #12151b; --card: #1c2029; --text: #e8ebf1; --muted: #a3abb9; --border: #3a4150;
    --accent: #7d96ff; --accent-hover: #a3b4ff; --error: #ffb4ab; --error-bg: #3b1512; }
}
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; display: flex; align-items: center; justify-content: center; padding: 24px;
  background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.card { width: 100%; max-width: 380px; background: var(--card); border-radius: 12px; padding: 32px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, .08), 0 8px 24px rgba(0, 0, 0, .08); }
.brand { margin: 0 0 4px; font-size: 13px; font-weight: 600; letter-spacing: .08em; text-transform: uppercase;
  color: var(--accent); }
h1 { margin: 0; font-size: 24px; line-height: 1.25; }
.project { margin: 4px 0 24px; color: var(--muted); font-size: 14px; }
.field { margin-bottom: 16px; }
label { display: block; margin-bottom: 6px; font-size: 14px; font-weight: 600; }
input { width: 100%; padding: 10px 12px; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--border); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--error); }
button { width: 100%; margin-top: 8px; padding: 11px 16px; font: inherit; font-weight: 600; color: #fff;
  background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
button:hover { background: var(--accent-hover); }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
@media (prefers-color-scheme: dark) { button { color: #0d1020; } }
.error { display: flex; gap: 10px; align-items: flex-start; margin: 0 0 20px; padding: 10px 12px;
  color: var(--error); background: var(--error-bg); border-radius: 8px; font-size: 14px; font-weight: 500; }
.error span { flex: none; display: inline-grid; place-items: center; width: 20px; height: 20px;
  border-radius: 50%; background: var(--error); color: var(--error-bg); font-weight: 700; font-size: 13px; }
.notice { margin: 0; }
.return { margin: 16px 0 0; color: var(--muted); font-size: 13px; text-align: center; overflow-wrap: anywhere; }
`
