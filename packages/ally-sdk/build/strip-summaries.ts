import ts from 'typescript'

/**
 * Removes the `summary` property from every `defineEndpoint({ … })` call.
 *
 * Why: summaries are prose for the OpenAPI document, which only the server builds; in a browser
 * bundle they are about a tenth of the SDK's weight and never read. Node builds keep them.
 */
export function stripSummaries(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const ranges: [start: number, end: number][] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEndpoint'
    ) {
      const [config] = node.arguments
      if (config && ts.isObjectLiteralExpression(config)) {
        for (const property of config.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            property.name.text === 'summary'
          ) {
            // Take the trailing comma too, so the object literal stays valid.
            const after = source.slice(property.end).match(/^\s*,/)?.[0].length ?? 0
            ranges.push([property.getStart(file), property.end + after])
          }
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let out = source
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + out.slice(end)
  }
  return out
}
