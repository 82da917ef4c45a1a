import type {Page} from 'playwright-core'
import {benchRow, startBenchStack} from './bench-stack.js'

/**
 * Issue 23's render census: which React components render with a keystroke, how often, and in which
 * commit after the key. A DevTools hook installed before the studio loads walks each commit's fibers
 * (those React rendered or mounted) while counting. Prints renders per key by component, @sanity/ui's
 * styled components by the nearest of our components above them (each of their renders hashes its
 * styles again), and the commits of the last keys: milliseconds since the keydown and what rendered.
 *
 * Usage: `TESSERA_NO_MINIFY=1` build first for readable names (`buildStudio(dir)` from
 * studio-build.ts), then `BENCH_STUDIO_DIST=<dir> npx tsx scripts/render-census.ts`.
 * CENSUS_CASE: `title` (the one-field document's title, default) or `item` (a field of one item of
 * the 100 × 30 document, in its dialog) or `boot` (what renders from navigation until the title's
 * document is editable, opened through its edit intent: totals, and each commit with what rendered);
 * CENSUS_KEYS (default 10), keys CENSUS_GAP_MS apart (300).
 */
const CASE = process.env.CENSUS_CASE ?? 'title'
const KEYS = Number(process.env.CENSUS_KEYS ?? 10)
const GAP_MS = Number(process.env.CENSUS_GAP_MS ?? 300)

// A page script (a string: functions compiled by tsx carry helpers the page does not have).
const HOOK = `
  window.__census = {counting: false, lastKey: 0, renders: new Map(), owners: new Map(), commits: []};
  document.addEventListener('keydown', () => { window.__census.lastKey = performance.now() }, true);
  const nameOf = (type) => {
    if (!type || typeof type === 'string') return null;
    return type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) ||
      (type.type && (type.type.displayName || type.type.name)) || null;
  };
  // @sanity/ui's building blocks and anonymous wrappers: named by the component above them.
  const UI = /^(Styled|Box|Flex|Text|Card|Stack|Inline|Grid|Container|Button|ThemeProvider|ThemeColorProvider|it$|TextComponent|FlexComponent|StackComponent|CardComponent|SpanWithTextOverflow)/;
  const bump = (map, key) => map.set(key, (map.get(key) || 0) + 1);
  const visit = (fiber, names) => {
    for (let current = fiber; current; current = current.sibling) {
      if ((current.flags & 1) !== 0 || !current.alternate) {
        const name = nameOf(current.type);
        if (name) {
          bump(window.__census.renders, name);
          if (!UI.test(name)) names.add(name);
          if (/^Styled/.test(name)) {
            const above = [];
            for (let owner = current.return; owner && above.length < 3; owner = owner.return) {
              const ownerName = nameOf(owner.type);
              if (ownerName && !UI.test(ownerName)) above.push(ownerName);
            }
            bump(window.__census.owners, name + ' < ' + above.join(' < '));
          }
        }
      }
      // A subtree React did not visit keeps its old children (and their old flags): skip it.
      if (current.child && !(current.alternate && current.alternate.child === current.child)) visit(current.child, names);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(), inject() { return 1 },
    onCommitFiberRoot(_renderer, root) {
      const census = window.__census;
      if (!census.counting) return;
      const names = new Set();
      visit(root.current, names);
      census.commits.push([Math.round(performance.now() - census.lastKey), [...names].join(' ')]);
    },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
`

const bench = await startBenchStack('render-census')
try {
  await bench.asAdministrator(({mutate}) =>
    mutate([
      {createOrReplace: {_id: 'census-title', _type: 'benchSimple', title: 'Census'}},
      {
        createOrReplace: {
          _id: 'census-item',
          _type: 'benchLarge',
          title: 'Census (100 rows)',
          rows: Array.from({length: 100}, (_, index) => benchRow(index)),
        },
      },
    ]),
  )
  const page = await bench.signedInPage()
  await page.addInitScript(HOOK)
  if (CASE === 'boot') await page.addInitScript('window.__census.counting = true')
  const ready = page.locator('[data-testid="document-form"][data-ready="true"]')
  let input = '[data-field="title"] input'
  if (CASE === 'item') {
    await page.goto(`${bench.stack.studioUrl}/playground/structure/benchLarge/census-item`)
    await ready.waitFor()
    await page.locator('[data-item-key="row-5"] button[data-action="edit"]').click()
    input = '[data-field="rows[_key==\\"row-5\\"].field7"] input'
  } else if (CASE === 'boot') {
    // As bench:editable opens its document: through the edit intent (the document is fetched with the kernel).
    await page.goto(`${bench.stack.studioUrl}/playground/intent/edit/id=census-title;type=benchSimple`)
    await ready.waitFor()
  } else {
    await page.goto(`${bench.stack.studioUrl}/playground/structure/benchSimple/census-title`)
    await ready.waitFor()
  }
  if (CASE === 'boot') {
    await page.locator(input).waitFor()
    const {renders, owners, commits} = await readCensus(page)
    console.log(`render census: boot, navigation until editable, ${commits.length} commits`)
    console.log(`renders (mounts and updates):\n${ranked(renders, 60, 1)}`)
    console.log(`styled components, by the components above them:\n${ranked(owners, 40, 1)}`)
    console.log('the commits (ms since navigation, what rendered):')
    for (const [at, names] of commits) console.log(`  ${String(at).padStart(6)}  ${names.slice(0, 300)}`)
  } else {
    await page.locator(input).click()
    // The first keys create the draft; count from a settled page after them.
    await page.keyboard.type(' ab', {delay: 150})
    await page.waitForTimeout(2500)
    await page.evaluate('window.__census.counting = true')
    for (let key = 0; key < KEYS; key++) {
      await page.keyboard.press('x')
      await page.waitForTimeout(GAP_MS)
    }
    await page.waitForTimeout(1500)
    const {renders, owners, commits} = await readCensus(page)
    console.log(`render census: ${CASE}, ${KEYS} keys ${GAP_MS} ms apart, ${commits.length} commits`)
    console.log(`renders per key:\n${ranked(renders, 40, KEYS)}`)
    console.log(`styled components per key, by the components above them:\n${ranked(owners, 25, KEYS)}`)
    console.log('the commits of the last three keys (ms since the keydown, what rendered):')
    const lastKeys = commits.slice(-Math.ceil((commits.length / KEYS) * 3))
    for (const [at, names] of lastKeys) console.log(`  ${String(at).padStart(6)}  ${names.slice(0, 200)}`)
  }
} finally {
  await bench.stop()
}

interface Census {
  renders: [string, number][]
  owners: [string, number][]
  commits: [number, string][]
}

async function readCensus(page: Page): Promise<Census> {
  return JSON.parse(
    (await page.evaluate(
      `JSON.stringify({renders: [...window.__census.renders], owners: [...window.__census.owners], commits: window.__census.commits})`,
    )) as string,
  ) as Census
}

/** The `top` rows by count, each divided by `per` (keys, or 1 for totals). */
function ranked(rows: [string, number][], top: number, per: number): string {
  return rows
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, count]) => `  ${(count / per).toFixed(per === 1 ? 0 : 1).padStart(5)}  ${name}`)
    .join('\n')
}
