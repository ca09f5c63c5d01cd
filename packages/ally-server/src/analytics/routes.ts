import { businessAnalytics } from '@ally/sdk'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import { businessFigures } from './figures'
import { analyticsScope } from './scope'

// Business analytics (docs/product-rules.md, "Business analytics"): any member may read it.

export function analyticsRoutes({ db, now }: AppContext) {
  return [
    implement(businessAnalytics, async ({ query, caller }) => {
      const scope = analyticsScope(query, caller.business, now())
      return {
        message: `Business analytics from ${scope.from} to ${scope.to}`,
        data: await businessFigures(db, scope),
      }
    }),
  ]
}
