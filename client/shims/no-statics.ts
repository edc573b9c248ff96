/**
 * Stands in for `hoist-non-react-statics` in the client build (scripts/build.ts). @loadable/component
 * copies a page module's static properties onto its loadable wrapper; our pages have none, and the
 * library with its dependency react-is was 1.3 KB gzip of every page's first load.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
