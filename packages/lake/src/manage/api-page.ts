import {readBody} from '../http/body.js'
import type {RouteContext} from '../http/router.js'
import {corsStoreOf} from '../cors/origin-policy.js'
import {OriginPatternError} from '../cors/origin-pattern.js'
import {admitAdministrator, csrfToken, isTrustedForm, sendManagePage} from './manage-context.js'
import {html, safe} from './manage-page.js'

const FORM_LIMIT = 16 * 1024
type Message = {tone: 'ok' | 'error'; text: string}

interface Prefill {
  origin: string
  credentials: boolean
  /** The studio's CORS dialog sent the visitor here to allow its origin. */
  fromStudio: boolean
}

function renderApi(ctx: RouteContext, status: number, message?: Message, prefill?: Prefill): void {
  const csrf = csrfToken(ctx)
  const origins = corsStoreOf(ctx.kernel)
    .list()
    .map(
      (entry) =>
        html`<tr data-origin="${entry.origin}">
          <td><code>${entry.origin}</code></td>
          <td>${entry.allowCredentials ? 'Yes' : 'No'}</td>
          <td>
            <form class="inline" method="post">
              <input type="hidden" name="csrf" value="${csrf}" />
              <input type="hidden" name="action" value="cors-remove" /><input
                type="hidden"
                name="origin"
                value="${entry.origin}"
              />
              <button class="danger" type="submit">Remove</button>
            </form>
          </td>
        </tr>`,
    )
    .join('')
  const tokens = ctx.kernel.tokens
    .list()
    .filter((token) => token.kind === 'robot')
    .map(
      (token) =>
        html`<tr>
          <td>${token.label ?? token.id}</td>
          <td>${token.roles.join(', ')}</td>
          <td>${token.createdAt}</td>
        </tr>`,
    )
    .join('')
  const ask = prefill?.fromStudio
    ? html`<p>
        A studio at <code>${prefill.origin}</code> asked to be allowed to call this project's API with
        credentials. Add it if you trust it.
      </p>`
    : ''
  const body = html` <h2>CORS origins</h2>
    <table>
      <thead>
        <tr>
          <th>Origin</th>
          <th>Credentials</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        ${safe(origins || '<tr><td colspan="3" class="muted">No origins yet.</td></tr>')}
      </tbody>
    </table>
    <h2>Add a CORS origin</h2>
    ${safe(ask)}
    <form class="stack" method="post">
      <input type="hidden" name="csrf" value="${csrf}" /><input
        type="hidden"
        name="action"
        value="cors-add"
      />
      <label for="origin">Origin</label>
      <input
        id="origin"
        name="origin"
        required
        placeholder="https://studio.example.com"
        value="${prefill?.origin ?? ''}"
      />
      <label
        ><input
          type="checkbox"
          name="credentials"
          value="1"
          ${safe(prefill?.credentials ? ' checked' : '')}
        />
        Allow credentials</label
      >
      <button type="submit">Add origin</button>
    </form>
    <h2>Robot tokens</h2>
    <table>
      <thead>
        <tr>
          <th>Label</th>
          <th>Roles</th>
          <th>Created</th>
        </tr>
      </thead>
      <tbody>
        ${safe(tokens || '<tr><td colspan="3" class="muted">No robot tokens. Create one with <code>pnpm lake token create</code>.</td></tr>')}
      </tbody>
    </table>`
  sendManagePage(ctx, status, {title: 'API settings', tab: 'api', message, body})
}

export function showApi(ctx: RouteContext): void {
  if (!admitAdministrator(ctx)) return
  const fromStudio = ctx.query.get('cors') === 'add'
  const prefill = fromStudio
    ? {origin: ctx.query.get('origin') ?? '', credentials: ctx.query.has('credentials'), fromStudio}
    : undefined
  renderApi(ctx, 200, undefined, prefill)
}

/** Adds or removes a CORS origin; the page shows the outcome. */
export async function changeApi(ctx: RouteContext): Promise<void> {
  if (!admitAdministrator(ctx)) return
  const form = new URLSearchParams((await readBody(ctx.req, FORM_LIMIT)).toString('utf8'))
  if (!isTrustedForm(ctx, form)) {
    return renderApi(ctx, 403, {
      tone: 'error',
      text: 'This form has expired or came from another site. Try again.',
    })
  }
  const store = corsStoreOf(ctx.kernel)
  const origin = (form.get('origin') ?? '').trim()
  try {
    if (form.get('action') === 'cors-add') {
      const {entry} = store.add(origin, {allowCredentials: form.get('credentials') === '1'})
      const text = `${entry.origin} was added. You can go back to the studio now: it reloads when you return to it.`
      return renderApi(ctx, 200, {tone: 'ok', text})
    }
    if (form.get('action') === 'cors-remove') {
      const removed = store.remove(origin)
      return renderApi(ctx, removed ? 200 : 404, {
        tone: removed ? 'ok' : 'error',
        text: removed ? `${origin} was removed.` : `${origin} is not in the list.`,
      })
    }
    return renderApi(ctx, 400, {tone: 'error', text: 'Unknown action.'})
  } catch (error) {
    if (error instanceof OriginPatternError) return renderApi(ctx, 400, {tone: 'error', text: error.message})
    throw error
  }
}
