// Test data shared by the server's and the admin's tests (`@castall/contracts/testing`).
export * from './part-form-cases';
export * from './valid-part-fields';
