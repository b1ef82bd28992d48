/**
 * The UI's one way to the API (issue 13): endpoint names from contracts, base URL and auth
 * from the connection (cookie on the web, bearer token on the desktop), the 401 rule, the
 * error sentences, upload progress and the paged query's query string.
 */
export { SAME_ORIGIN, type ApiConnection } from './api-connection';
export { ApiError, isUnauthorized, type ApiFailure } from './api-error';
export { failureMessage, type FailureTexts } from './failure-message';
export { requestJson, requestJsonWithHeaders, sendRequest, type ApiRequest } from './send-request';
export { uploadWithProgress } from './upload-with-progress';
export { partsQueryString } from './parts-query-string';
export { fetchPartsPage } from './parts-page';
export { subscribeToNewsletter, type NewsletterResult } from './newsletter';
