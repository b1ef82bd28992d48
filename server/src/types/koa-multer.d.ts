// @koa/multer ships no types: it wraps multer's middleware factories in Koa middleware and
// copies `req.body`/`req.file` onto `ctx.request`. Only what this server uses is declared.
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type { Options, Field } from 'multer';

  interface KoaMulter {
    single(fieldName: string): Middleware;
    none(): Middleware;
    fields(fields: readonly Field[]): Middleware;
  }

  function multer(options?: Options): KoaMulter;
  namespace multer {
    function memoryStorage(): NonNullable<Options['storage']>;
  }
  export default multer;
}
