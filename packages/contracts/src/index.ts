export * from './api-answer';
export * from './spare-part';
