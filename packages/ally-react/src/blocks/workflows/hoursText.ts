/** `3 vendors`, `1 day`: a count with its unit, plural when it is not 1. */
export const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** "72 hours" as "3 days"; hours that are not whole days stay hours. */
export const hoursText = (hours: number) =>
  hours % 24 === 0 ? plural(hours / 24, 'day') : plural(hours, 'hour')
