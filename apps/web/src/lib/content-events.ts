/**
 * The browser event `content-generated`: fired when new content waits for
 * validation. Listeners refetch the pending count and the notifications at once; the server has
 * already written the "Nouveau contenu généré en attente de validation" notification, so the
 * event itself adds none.
 */
export const CONTENT_GENERATED_EVENT = 'content-generated';

export function emitContentGenerated(): void {
  window.dispatchEvent(new Event(CONTENT_GENERATED_EVENT));
}

/** Calls `callback` on every `content-generated` event; returns the unsubscribe function. */
export function onContentGenerated(callback: () => void): () => void {
  window.addEventListener(CONTENT_GENERATED_EVENT, callback);
  return () => window.removeEventListener(CONTENT_GENERATED_EVENT, callback);
}
