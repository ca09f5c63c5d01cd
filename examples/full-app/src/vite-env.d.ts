/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ALLY_ACCESS_KEY?: string
  readonly VITE_ALLY_API_URL?: string
}
