/**
 * Runs the inline scripts in `container` in order, as the browser's parser does before the first
 * paint: each sees itself as `document.currentScript`, which is how first-paint scripts find the
 * element they change.
 */
export function runInlineScripts(container: HTMLElement) {
  for (const script of container.querySelectorAll("script:not([type])")) {
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(script.textContent ?? "")();
  }
  Object.defineProperty(document, "currentScript", { value: null, configurable: true });
}
