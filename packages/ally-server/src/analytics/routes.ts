import { businessAnalytics } from '@ally/sdk'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import { keptFigures } from './kept-figures'
import { analyticsScope } from './scope'

// Business analytics (docs/product-rules.md, "Business analytics"): any member may read it.

export function analyticsRoutes({ db, now }: AppContext) {
  const figuresOf = keptFigures(db)
  return [
    implement(businessAnalytics, async ({ query, caller }) => {
      const scope = analyticsScope(query, caller.business, now())
      return {
        message: `Business analytics from ${scope.from} to ${scope.to}`,
        data: await figuresOf(scope),
      }
    }),
  ]
}
