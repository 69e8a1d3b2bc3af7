/**
 * Which requests are API calls, compared without case: Strapi's router matches routes case-insensitively, so
 * `/API/aspirasi` reaches the `/api/aspirasi` handler and must get the same checks (CSRF, error shape, no-store).
 */
export const isUnderApi = (path: string) => /^\/api(?:\/|$)/i.test(path);
export const isUnderApiOrSanctum = (path: string) => /^\/(?:api|sanctum)(?:\/|$)/i.test(path);

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isUnsafeMethod = (method: string) => UNSAFE_METHODS.has(method.toUpperCase());
