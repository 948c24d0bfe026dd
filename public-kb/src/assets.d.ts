/** webpack (asset/resource) and vite both turn an imported SVG into its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
