import type { ReactNode } from 'react';

/**
 * A page's code could not be fetched: the network dropped, or a new release replaced the files the
 * open tab knows. Retrying in place cannot help (the router keeps the failed load), a full reload can.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('page chunk failed to load', { cause });
    this.name = 'PageLoadError';
  }
}

export function isPageLoadError(error: unknown): error is PageLoadError {
  return error instanceof PageLoadError;
}

/**
 * Resolves in a task of its own (a message to itself: not a timer, which a test's fake clock would
 * hold back).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener(
      'message',
      () => {
        channel.port1.close();
        resolve();
      },
      { once: true },
    );
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}

/**
 * A route's `lazy`: the page is its own chunk, fetched the first time its address is visited; a
 * failed fetch becomes a `PageLoadError`, which the route's error screen tells apart. The chunk's
 * code runs (the shared schemas it declares are built then) in one task and the page's first render
 * in the next: two shorter tasks instead of one long one on a slow phone, with room for a tap between.
 */
export function lazyPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode) {
  return async () => {
    let module: Module;
    try {
      module = await load();
    } catch (cause) {
      throw new PageLoadError(cause);
    }
    await nextTask();
    return { element: render(module) };
  };
}
