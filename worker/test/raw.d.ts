// A file's text by Vite's "?raw" import (page-csp.test.ts reads web/public/_headers).
declare module "*?raw" {
  const text: string;
  export default text;
}
