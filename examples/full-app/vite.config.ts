import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Workspace packages from source, like the tests: no stale builds in the app.
  resolve: { conditions: ['@ally/source', ...defaultClientConditions] },
  server: {
    // `pnpm --filter full-app dev` next to `pnpm start`: the API stays on the server's port.
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: true },
})
