import ts from 'typescript'

/**
 * Marks every call made at module scope as `/* @__PURE__ *\/`.
 *
 * Why: the contract is hundreds of `z.object(...)`-style calls at module scope. Rollup and
 * Rolldown read zod's `@__NO_SIDE_EFFECTS__` across modules, but esbuild (and so tsup, Vite's
 * dependency pre-bundling and many partners' builds) only reads it within one file, and would keep
 * every schema of the SDK in a bundle that imports one endpoint. The SDK declares
 * `sideEffects: false`, so no module-scope call of ours may have an effect that matters.
 */
export function annotatePureCalls(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const starts: number[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.push(node.getStart(file))
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(file, visit)
  let out = source
  // Insert from the end so earlier positions stay valid; nested calls that start at the same
  // position (`z.string().check(...)`) get one annotation each.
  for (const start of starts.sort((a, b) => b - a)) {
    out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`
  }
  return out
}
