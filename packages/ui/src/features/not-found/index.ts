// What other features show of the 404 page: its message (a product id that does not exist).
export { NotFoundMessage } from './NotFoundMessage';
