// Inter, self-hosted: Vite copies the woff2 files into dist/assets (font-src 'self').
import '@fontsource-variable/inter'
import { createAllyConnection } from '@ally/sdk'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, preloadPage } from './App'
import { readConfig } from './config'
import './app.css'

const config = readConfig()
// A connection, not a whole client: the app then bundles only the endpoints its pages call.
const client = createAllyConnection({ baseUrl: config.apiBaseUrl, accessKey: config.accessKey })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

function render(element: HTMLElement) {
  // A transition lets React render the first screen in slices that yield to the browser, instead
  // of one long task that blocks input while the app starts (docs/performance.md).
  startTransition(() => {
    createRoot(element).render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    )
  })
}

// The first render waits for the code of the page it opens, which is already on its way (the
// server links it from the page), so that it shows the page and not a loading spinner. A page
// that fails to load is rendered all the same: its error boundary offers a reload.
preloadPage(window.location.pathname).then(
  () => render(root),
  () => render(root),
)
