import { APP_ROUTES, type AppRoute } from '@ally/sdk'

export type { AppRoute }

/**
 * Every page of the product with its guard, from the SDK so the server answers the same paths
 * with 200 and any other with 404. Screens are attached in App.tsx as they are built.
 */
export const routeTable: readonly AppRoute[] = APP_ROUTES
