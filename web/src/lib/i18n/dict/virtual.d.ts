// The dictionary parts made by the build (vite.config.ts, plugin "topcut-dictionaries").
declare module "virtual:topcut-dict/*" {
  const strings: Partial<Record<import("./en.ts").Key, string>>;
  export default strings;
}
