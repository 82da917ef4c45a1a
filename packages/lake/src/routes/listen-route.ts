import {randomId} from '../documents/ids.js'
import {badRequest} from '../errors.js'
import {visibleTransaction} from '../grants/listen-visibility.js'
import {dataAccess} from '../grants/route-access.js'
import {booleanOption, paramsFromSearch} from '../http/options.js'
import type {Route, RouteContext} from '../http/router.js'
import {createListenMatcher} from '../listen/listen-filter.js'
import {mutationEventsFor} from '../listen/mutation-events.js'
import {SseStream} from '../listen/sse-stream.js'

const EVENT_NAMES = ['welcome', 'mutation', 'reconnect']

function handleListen(ctx: RouteContext): void {
  const {kernel, query} = ctx
  const access = dataAccess(ctx)
  const text = query.get('query')
  if (!text) throw badRequest('Missing "query": a GROQ filter such as *[_type == "post"]', 'queryParseError')
  const index = kernel.dataset(ctx.params.dataset)
  // `*` inside the filter means the documents this listener may read, as in queries.
  const readable = {all: () => access.readScope(index)?.all() ?? index.all()}
  const matches = createListenMatcher(text, paramsFromSearch(query), readable)
  const effectFormat = query.get('effectFormat')
  if (effectFormat && effectFormat !== 'mendoza') {
    throw badRequest(
      `Unsupported effectFormat "${effectFormat}": only "mendoza" is available`,
      'invalidOptionError',
    )
  }
  const eventOptions = {
    includeResult: booleanOption(query, 'includeResult', true),
    includePreviousRevision: booleanOption(query, 'includePreviousRevision', false),
    includeMutations: booleanOption(query, 'includeMutations', true),
    mendoza: effectFormat === 'mendoza',
  }
  const wanted = new Set(
    query
      .get('events')
      ?.split(',')
      .map((name) => name.trim()) ?? EVENT_NAMES,
  )
  for (const name of wanted) {
    if (!EVENT_NAMES.includes(name))
      throw badRequest(`Unknown event "${name}" in "events"`, 'invalidOptionError')
  }

  const stream = new SseStream(ctx.res)
  const send = (event: string, data: unknown, id?: string) => {
    if (wanted.has(event)) stream.send(event, data, id)
  }
  let unsubscribe = () => {}
  const keepAlive = setInterval(
    () => stream.comment('keep-alive'),
    kernel.limits.listenKeepAliveSeconds * 1000,
  )
  const stop = () => {
    clearInterval(keepAlive)
    clearTimeout(maxAge)
    unsubscribe()
  }
  // Long-lived streams are ended with `reconnect` so clients re-establish them (and re-fetch).
  const maxAge = setTimeout(() => {
    send('reconnect', {})
    stop()
    stream.end()
  }, kernel.limits.listenMaxMinutes * 60_000)
  keepAlive.unref()
  maxAge.unref()

  unsubscribe = kernel.hub.subscribe(index.name, {
    onTransaction(transaction) {
      for (const event of mutationEventsFor(visibleTransaction(transaction, access), matches, eventOptions))
        send('mutation', event, event.eventId)
    },
    onShutdown() {
      send('reconnect', {})
      stop()
      stream.end()
    },
  })
  ctx.req.on('close', stop)
  send('welcome', {listenerName: randomId()})
}

export const listenRoutes: Route[] = [{method: 'GET', path: '/data/listen/:dataset', handler: handleListen}]
