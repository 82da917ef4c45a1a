export function AboutPage() {
  return (
    <main>
      <h1>About</h1>
      <p>
        This page is the app&apos;s own. The posts come from the studio at /studio, through the same lake.
      </p>
    </main>
  )
}
