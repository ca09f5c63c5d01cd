// Inter, self-hosted: Vite copies the woff2 files into dist/assets (font-src 'self').
import '@fontsource-variable/inter'
// Inter's most used characters in a file of their own, taken first (build/inter-core.ts).
import 'virtual:ally-inter-core.css'
import { readConfig } from './config'
import { withEarlyReads } from './earlyReads'
import './app.css'

const config = readConfig()
// A connection, not a whole client: the app then bundles only the endpoints its pages call. The
// first screen's reads start now, while the app's code still loads.
const client = withEarlyReads(
  { baseUrl: config.apiBaseUrl, accessKey: config.accessKey },
  window.location.pathname,
  window.location.search,
)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/** Lets the browser paint and handle input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0))

async function start(element: HTMLElement) {
  const path = window.location.pathname
  const reactDom = import('./render')
  const app = import('./App')
  const { render } = await reactDom
  await yieldToBrowser()
  const { App, preloadPage } = await app
  await yieldToBrowser()
  // The first render waits for the code of the page it opens, which is already on its way (the
  // server links it from the page), so that it shows the page and not a loading spinner. A page
  // that fails to load is rendered all the same: its error boundary offers a reload.
  await preloadPage(path).catch(() => undefined)
  render(element, <App client={client} />)
}

void start(root)
