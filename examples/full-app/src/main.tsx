// Inter, self-hosted: Vite copies the woff2 files into dist/assets (font-src 'self').
import '@fontsource-variable/inter'
import { createAllyClient } from '@ally/sdk'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { readConfig } from './config'
import './app.css'

const config = readConfig()
const client = createAllyClient({ baseUrl: config.apiBaseUrl, accessKey: config.accessKey })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A transition lets React render the first screen in slices that yield to the browser, instead
// of one long task that blocks input while the app starts (docs/performance.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  )
})
