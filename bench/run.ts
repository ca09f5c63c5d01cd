import { type SizeRow, sdkSizes } from './sdk-size'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

async function main(): Promise<void> {
  const sizes: SizeRow[] = await sdkSizes()
  console.log('\nBundle sizes (esbuild, minified, browser, gzip -9)\n')
  console.table(
    sizes.map((row) => ({
      bundle: row.name,
      minified: kb(row.min),
      'min+gzip': kb(row.gzip),
      goal: row.goal ?? '',
    })),
  )
}

await main()
