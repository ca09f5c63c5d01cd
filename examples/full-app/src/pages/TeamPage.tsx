// The team screen, its own chunk: only owners and admins come here often, and its dialog and
// role select are code the rest of the dashboard does not need on its first load.
export { TeamManagement as default } from '@ally/react'
