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
 * A route's `lazy`: the page is its own chunk, fetched the first time its address is visited; a
 * failed fetch becomes a `PageLoadError`, which the route's error screen tells apart.
 */
export function lazyPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode) {
  return async () => {
    let module: Module;
    try {
      module = await load();
    } catch (cause) {
      throw new PageLoadError(cause);
    }
    return { element: render(module) };
  };
}
