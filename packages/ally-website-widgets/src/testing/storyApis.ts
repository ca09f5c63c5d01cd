import { type FakeRoute, fakeSite } from './fakeSite'

/** A fake site for a story: answers after a short delay, so pending states are visible. */
export const storyApi = (route: FakeRoute, delay = 700) => fakeSite(route, { delay }).api
