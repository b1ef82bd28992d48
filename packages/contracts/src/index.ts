export * from './api-answer';
export * from './spare-part';
export * from './parts-page';
export * from './catalog-files';
export * from './language-choice';
export * from './site-build';
export * from './shop-render';
export * from './script-json';
