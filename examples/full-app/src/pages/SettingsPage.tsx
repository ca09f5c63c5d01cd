// The business settings, their own chunk: their form controls (react-aria's Select and its
// internationalisation) are the largest code under /dashboard, and the dashboard home needs none
// of it on its first load.
export { Settings as default } from '@ally/react'
