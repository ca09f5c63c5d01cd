/** The stylesheet as text, for the custom elements' shadow roots (Vite and tsup.config.ts). */
declare module '*.css?inline' {
  const css: string
  export default css
}
