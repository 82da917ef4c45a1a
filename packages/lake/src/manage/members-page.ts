import {roleNames} from '../auth/roles.js'
import {UserError} from '../auth/user-store.js'
import {readBody} from '../http/body.js'
import type {RouteContext} from '../http/router.js'
import {admitAdministrator, csrfToken, isTrustedForm, sendManagePage} from './manage-context.js'
import {html, safe} from './manage-page.js'

const FORM_LIMIT = 16 * 1024
type Message = {tone: 'ok' | 'error'; text: string}

function roleOptions(ctx: RouteContext, selected: string | undefined): string {
  const none = html`<option value="" ${safe(selected === '' ? ' selected' : '')}>No role</option>`
  return (
    none +
    roleNames(ctx.kernel.config)
      .map(
        (role) =>
          html`<option value="${role}" ${safe(role === selected ? ' selected' : '')}>${role}</option>`,
      )
      .join('')
  )
}

function renderMembers(ctx: RouteContext, status: number, message?: Message): void {
  const csrf = csrfToken(ctx)
  const rows = ctx.kernel.users
    .list()
    .map(
      (user) =>
        html`<tr data-member="${user.email}">
          <td>${user.name}</td>
          <td>${user.email}</td>
          <td>
            <form class="inline" method="post">
              <input type="hidden" name="csrf" value="${csrf}" />
              <input type="hidden" name="action" value="role" /><input
                type="hidden"
                name="id"
                value="${user.id}"
              />
              <select name="role" aria-label="Role of ${user.email}">
                ${safe(roleOptions(ctx, user.roles[0] ?? ''))}
              </select>
              <button type="submit">Save</button>
            </form>
          </td>
          <td>
            <form class="inline" method="post">
              <input type="hidden" name="csrf" value="${csrf}" />
              <input type="hidden" name="action" value="remove" /><input
                type="hidden"
                name="id"
                value="${user.id}"
              />
              <button class="danger" type="submit">Remove</button>
            </form>
          </td>
        </tr>`,
    )
    .join('')
  const body = html` <table>
      <thead>
        <tr>
          <th>Name</th>
          <th>Email</th>
          <th>Role</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        ${safe(rows)}
      </tbody>
    </table>
    <h2>Invite a member</h2>
    <form class="stack" method="post">
      <input type="hidden" name="csrf" value="${csrf}" /><input type="hidden" name="action" value="add" />
      <label for="name">Name</label><input id="name" name="name" required /> <label for="email">Email</label
      ><input id="email" name="email" type="email" required /> <label for="role">Role</label
      ><select id="role" name="role">
        ${safe(roleOptions(ctx, 'editor'))}
      </select>
      <label for="password">Initial password</label
      ><input id="password" name="password" type="password" minlength="8" required />
      <button type="submit">Add member</button>
    </form>`
  sendManagePage(ctx, status, {title: 'Members', tab: 'members', message, body})
}

export function showMembers(ctx: RouteContext): void {
  if (admitAdministrator(ctx)) renderMembers(ctx, 200)
}

/** Adds a member, changes a member's role or removes a member; the page shows the outcome. */
export async function changeMembers(ctx: RouteContext): Promise<void> {
  if (!admitAdministrator(ctx)) return
  const form = new URLSearchParams((await readBody(ctx.req, FORM_LIMIT)).toString('utf8'))
  if (!isTrustedForm(ctx, form)) {
    return renderMembers(ctx, 403, {
      tone: 'error',
      text: 'This form has expired or came from another site. Try again.',
    })
  }
  const {users} = ctx.kernel
  const role = form.get('role') ?? ''
  const roles = role ? [role] : []
  try {
    const action = form.get('action')
    if (action === 'add') {
      const added = await users.add({
        email: form.get('email') ?? '',
        name: form.get('name') ?? '',
        password: form.get('password') ?? '',
        roles,
      })
      return renderMembers(ctx, 200, {tone: 'ok', text: `${added.email} was added. They can sign in now.`})
    }
    const user = users.get(form.get('id') ?? '')
    if (!user) return renderMembers(ctx, 404, {tone: 'error', text: 'That member no longer exists.'})
    if (action === 'role') {
      users.setRoles(user.id, roles)
      return renderMembers(ctx, 200, {
        tone: 'ok',
        text: `${user.email} now has ${role ? `the ${role} role` : 'no role'}.`,
      })
    }
    if (action === 'remove') {
      users.remove(user.id)
      return renderMembers(ctx, 200, {tone: 'ok', text: `${user.email} was removed.`})
    }
    return renderMembers(ctx, 400, {tone: 'error', text: 'Unknown action.'})
  } catch (error) {
    if (error instanceof UserError) return renderMembers(ctx, 400, {tone: 'error', text: error.message})
    throw error
  }
}
