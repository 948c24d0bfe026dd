// The shared webpack config loads .css files as their source text.
declare module 'draft-js/dist/Draft.css' {
  const css: string;
  export default css;
}
