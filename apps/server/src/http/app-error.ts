import { frenchMessage, type ApiErrorBody, type ApiMessageKey } from '@publia/shared';

type Params = Record<string, string | number>;

/** A failure the user must hear about: an HTTP status and a message of the catalogue. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiMessageKey,
    readonly params: Params = {},
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(frenchMessage(code, params));
  }

  toBody(): ApiErrorBody {
    return {
      success: false,
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(Object.keys(this.params).length ? { params: this.params } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }
}

export const badRequest = (code: ApiMessageKey, params?: Params, field?: string) => new AppError(400, code, params, field);
export const unauthorized = (code: ApiMessageKey) => new AppError(401, code);
export const notFound = () => new AppError(404, 'http.notFound');
export const conflict = (code: ApiMessageKey, field?: string) => new AppError(409, code, {}, field);
export const tooManyRequests = (retryAfterSeconds: number) => new AppError(429, 'http.rateLimited', {}, undefined, retryAfterSeconds);
