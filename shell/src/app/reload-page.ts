/** Its own module so tests can check that Reload reloads (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
